import type { AdminOrderLine, Order, PaymentSettings } from '@podium/contracts/payments/order';
import type { paymentOrderLines, paymentOrders, refunds as refundsTable } from '../../db/schema/index';
import type { TenantOrderRow, TenantPaymentSettingsRow } from './payments.repository';
import { csvText } from '../../platform/csv/csv-file';

export const formatReceiptNumber = (receiptNumber: number) => `R-${String(receiptNumber).padStart(6, '0')}`;

export function presentOrder(
  order: typeof paymentOrders.$inferSelect,
  lines: Array<typeof paymentOrderLines.$inferSelect>,
  refunds: Array<typeof refundsTable.$inferSelect> = [],
): Order {
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
    lastAttemptFailedAt: order.lastAttemptFailedAt?.toISOString() ?? null,
    lines: lines.map((line) => ({
      registrationId: line.registrationId,
      eventSportCategoryId: line.eventSportCategoryId,
      amount: line.amountMinor,
      refunded: line.refundedMinor,
      released: line.releasedAt !== null,
      teamId: line.teamId,
    })),
    refunds: refunds
      .filter((refund) => refund.orderId === order.id)
      .map((refund) => ({
        id: refund.id,
        amount: refund.amountMinor,
        status: refund.status,
        reason: refund.reason,
        createdAt: refund.createdAt.toISOString(),
      })),
  };
}

/** An order in the console's list: the member's order with who made it, for which event, and when; each line names its category. */
export type AdminOrder = Order & { memberName: string | null; eventName: string; createdAt: string; lines: AdminOrderLine[] };

export function presentAdminOrder(
  row: TenantOrderRow & {
    lines: Array<typeof paymentOrderLines.$inferSelect>;
    refunds?: Array<typeof refundsTable.$inferSelect>;
    categoryLabels?: Map<number, string>;
  },
): AdminOrder {
  const order = presentOrder(row.order, row.lines, row.refunds);
  return {
    ...order,
    memberName: row.memberName,
    eventName: row.eventName,
    createdAt: row.order.createdAt.toISOString(),
    lines: order.lines.map((line) => ({ ...line, label: row.categoryLabels?.get(line.eventSportCategoryId) ?? '' })),
  };
}

/** The console's orders as CSV (amounts in major units). */
export function presentOrdersCsv(orders: AdminOrder[]): string {
  return csvText(
    ['order', 'created', 'event', 'member', 'status', 'currency', 'amount', 'refunded', 'receipt'],
    orders.map((order) => [
      order.orderId,
      order.createdAt,
      order.eventName,
      order.memberName ?? '',
      order.status,
      order.currency,
      order.amount / 100,
      order.refunded / 100,
      order.receiptNumber ?? '',
    ]),
  );
}

/** A refund's answer: the order's state and how much of it is refunded now. */
export function presentRefund(order: typeof paymentOrders.$inferSelect): { status: string; refunded: number } {
  return { status: order.status, refunded: order.refundedMinor };
}

/** The public cancellation and refund policy (/cancellation-refund): full refund until an admin sets one. */
export function presentRefundPolicy(
  settings: TenantPaymentSettingsRow | undefined,
  holdMinutes: number,
): { refundPolicy: PaymentSettings['refundPolicy']; refundFee: number; holdMinutes: number } {
  return {
    refundPolicy: settings?.refundPolicy ?? 'full',
    refundFee: settings?.refundFeeMinor ?? 0,
    holdMinutes,
  };
}
