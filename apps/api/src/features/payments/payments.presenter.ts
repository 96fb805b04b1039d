import type { Order } from '@podium/contracts/payments/order';
import type { paymentOrderLines, paymentOrders } from '../../db/schema/index';

export const formatReceiptNumber = (receiptNumber: number) => `R-${String(receiptNumber).padStart(6, '0')}`;

export function presentOrder(order: typeof paymentOrders.$inferSelect, lines: Array<typeof paymentOrderLines.$inferSelect>): Order {
  return {
    orderId: order.id,
    amount: order.amountMinor,
    currency: order.currency,
    provider: order.provider,
    status: order.status,
    refunded: order.refundedMinor,
    expiresAt: order.expiresAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    receiptNumber: order.receiptNumber === null ? null : formatReceiptNumber(order.receiptNumber),
    eventId: order.eventId,
    registrationIds: lines.map((line) => line.registrationId),
    checkout: order.status === 'pending' ? (order.checkout ?? null) : null,
  };
}
