import type { Order } from '@podium/contracts/payments/order';
import { formatAmount } from '../../../lib/format-amount';

const REFUND_WORDS: Record<Order['refunds'][number]['status'], string> = {
  pending: 'on its way',
  sending: 'on its way',
  sent: 'on its way',
  processed: 'refunded',
  failed: 'failed: the payment provider did not take it, so nothing was returned and the place is kept',
};

/**
 * An order's refunds that a person should know about: one still on its way, or one that failed
 * (issue 28: a refused refund is shown as failed, never as refunded). Settled refunds are already
 * in the order's "refunded" total.
 */
export function RefundNotes({ order }: { order: Order }) {
  const notable = order.refunds.filter((refund) => refund.status !== 'processed');
  if (notable.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-sm" data-testid="refund-notes">
      {notable.map((refund) => (
        <li
          key={`${refund.createdAt}-${refund.amount}-${refund.status}`}
          className={refund.status === 'failed' ? 'text-red-700' : 'text-slate-600'}
        >
          Refund of {formatAmount(refund.amount, order.currency)} {REFUND_WORDS[refund.status]}
        </li>
      ))}
    </ul>
  );
}
