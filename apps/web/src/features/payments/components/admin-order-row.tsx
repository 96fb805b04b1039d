import { Button } from '../../../components/ui/button';
import { formatAmount } from '../../../lib/format-amount';
import type { AdminOrder } from '../api/admin-orders';
import { ORDER_STATUS_LABELS } from '../order-status';
import { AdminOrderLines } from './admin-order-lines';
import { RefundNotes } from './refund-notes';

/**
 * One order in Admin → Payments: who paid how much for which event, its state, receipt and what was
 * refunded, its categories and refunds, and Refund while something paid is left to give back.
 */
export function AdminOrderRow({ order, onRefund }: { order: AdminOrder; onRefund: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div>
        <p className="font-medium">
          {order.memberName ?? 'Member'} · {formatAmount(order.amount, order.currency)}
        </p>
        <p className="text-sm text-slate-600">
          {order.eventName} · {ORDER_STATUS_LABELS[order.status]}
          {order.receiptNumber ? ` · ${order.receiptNumber}` : ''}
          {order.refunded > 0 ? ` · ${formatAmount(order.refunded, order.currency)} refunded` : ''}
        </p>
        <AdminOrderLines order={order} />
        <RefundNotes order={order} />
      </div>
      {(order.status === 'paid' || order.status === 'partially_refunded') && (
        <Button variant="secondary" onClick={onRefund}>
          Refund
        </Button>
      )}
    </li>
  );
}
