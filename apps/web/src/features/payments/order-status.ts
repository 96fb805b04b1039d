import type { Order } from '@podium/contracts/payments/order';

/** An order's state in people's words, the same on /my-events and in the admin's payments tab. */
export const ORDER_STATUS_LABELS: Record<Order['status'], string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  expired: 'Expired',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
  cancelled: 'Cancelled',
};
