import type { Order } from '@podium/contracts/payments/order';
import { formatAmount } from '../../../lib/format-amount';
import { describeHoldLeft, hasFailedAttempt } from '../hold-time';

interface OrderSummaryProps {
  order: Order;
  /** The place a line pays for, in words ("Table Tennis · Men's Open"), from the member's registrations. */
  labelOf(registrationId: number): string | undefined;
  now: number;
}

/**
 * What a checkout shows before money moves (issue 30): the items, the total, and for an unpaid
 * order how long the places stay held; after a failed attempt, that it failed and the place is
 * still held, so 'Try again' is the obvious next step.
 */
export function OrderSummary({ order, labelOf, now }: OrderSummaryProps) {
  const live = order.lines.filter((line) => !line.released);
  const hold = order.status === 'pending' ? describeHoldLeft(order, now) : null;
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-600">Your order</h2>
      <ul className="mt-2 divide-y divide-slate-100" data-testid="order-items">
        {live.map((line) => (
          <li key={line.registrationId} className="flex items-baseline justify-between gap-3 py-2">
            <span>
              {labelOf(line.registrationId) ?? 'Registration'}
              {line.teamId !== null && <span className="text-sm text-slate-500"> · team fee</span>}
            </span>
            <span className="font-medium tabular-nums">{formatAmount(line.amount, order.currency)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex items-baseline justify-between border-t border-slate-200 pt-3 font-bold">
        <span>Total</span>
        <span className="text-2xl tabular-nums" data-testid="order-total">
          {formatAmount(order.amount, order.currency)}
        </span>
      </p>
      {order.status === 'pending' && !hold && (
        <p className="mt-4 text-sm text-slate-600">The hold on your place is over; it is being released.</p>
      )}
      {hold && hasFailedAttempt(order) && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          The payment did not go through and nothing was charged. Your place is {hold}: try again.
        </p>
      )}
      {hold && !hasFailedAttempt(order) && (
        <p className="mt-4 text-sm text-slate-600" data-testid="hold-left">
          Your place is {hold}.
        </p>
      )}
    </div>
  );
}
