import { formatAmount } from '../../../lib/format-amount';
import { useMyOrders } from '../api/orders';
import { useRefundPolicy } from '../api/refund-policy';
import { withdrawalRefund } from '../withdrawal-refund';

/**
 * In the withdraw dialog, before the member confirms (issue 30): how much comes back under this
 * site's refund policy, in one sentence. Says nothing for a free category.
 */
export function WithdrawalRefundNote({ registrationId, teamMemberCount }: { registrationId: number; teamMemberCount: number }) {
  const orders = useMyOrders();
  const policy = useRefundPolicy();
  if (orders.isLoading || policy.isLoading) return <p className="text-sm text-slate-600">Working out the refund…</p>;
  if (!orders.data || !policy.data) {
    return (
      <p className="text-sm text-slate-600">
        The refund could not be worked out here; the answer after withdrawing says how much comes back.
      </p>
    );
  }
  const refund = withdrawalRefund(registrationId, orders.data, policy.data, teamMemberCount);
  const text = {
    'nothing-paid': null,
    unpaid: 'Nothing has been paid yet, so nothing is charged or refunded; the held place is given up.',
    'team-keeps-fee': "Your team's entry fee stays with the team while anyone still plays, so nothing is refunded to you.",
    refund:
      refund.kind === 'refund'
        ? `${formatAmount(refund.amountMinor, refund.currency)} comes back to your original payment method${refund.feeKeptMinor > 0 ? ` (a cancellation fee of ${formatAmount(refund.feeKeptMinor, refund.currency)} is kept under this site's policy)` : ''}.`
        : null,
    'no-refund':
      refund.kind === 'no-refund'
        ? `No refund: under this site's policy the ${formatAmount(refund.paidMinor, refund.currency)} paid is not given back.`
        : null,
  }[refund.kind];
  if (!text) return null;
  return (
    <p
      className={`rounded-xl px-3 py-2 text-sm font-medium ${refund.kind === 'refund' ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'}`}
      data-testid="withdrawal-refund"
    >
      {text}
    </p>
  );
}
