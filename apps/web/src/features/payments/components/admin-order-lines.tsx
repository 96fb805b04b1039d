import type { AdminOrder } from '@podium/contracts/payments/order';
import { formatAmount } from '../../../lib/format-amount';

/** Orders whose lines were paid: only these can have anything refunded. */
const CHARGED = new Set<AdminOrder['status']>(['paid', 'partially_refunded', 'refunded']);

/**
 * Each line (category) of an order in Admin → Payments, with how much of it went back
 * (issue 30): "Chess · Open — Refunded ₹200.00 of ₹499.00". A line of an unpaid order shows its price.
 */
export function AdminOrderLines({ order }: { order: AdminOrder }) {
  if (order.lines.length === 0) return null;
  const isCharged = CHARGED.has(order.status);
  return (
    <ul className="mt-1 space-y-0.5 text-sm" aria-label="Categories in this order" data-testid="order-lines">
      {order.lines.map((line) => (
        <li key={`${line.registrationId}-${line.teamId ?? ''}`} className="flex flex-wrap gap-x-2">
          <span className="font-medium text-slate-800">{line.label || 'Category'}</span>
          <span className={line.refunded > 0 ? 'text-amber-800' : 'text-slate-600'}>
            {!isCharged
              ? formatAmount(line.amount, order.currency)
              : line.refunded > 0
                ? `Refunded ${formatAmount(line.refunded, order.currency)} of ${formatAmount(line.amount, order.currency)}`
                : `${formatAmount(line.amount, order.currency)} paid, nothing refunded`}
          </span>
        </li>
      ))}
    </ul>
  );
}
