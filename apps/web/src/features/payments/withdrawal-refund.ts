import type { Order, RefundPolicy } from '@podium/contracts/payments/order';

/** What withdrawing a registration gives back, worked out as the server does (place-ledger.ts `giveUpLine`). */
export type WithdrawalRefund =
  | { kind: 'nothing-paid' }
  | { kind: 'unpaid'; currency: string }
  | { kind: 'refund'; amountMinor: number; feeKeptMinor: number; currency: string }
  | { kind: 'no-refund'; currency: string; paidMinor: number }
  | { kind: 'team-keeps-fee' };

/**
 * The refund a member will get for withdrawing `registrationId` under the tenant's policy: the
 * registration's live line of a paid order, less what was already refunded and, under
 * `minus_fee`, the cancellation fee. A team's fee stays with the team while anyone else plays.
 */
export function withdrawalRefund(
  registrationId: number,
  orders: Order[],
  policy: Pick<RefundPolicy, 'refundPolicy' | 'refundFee'>,
  teamMemberCount: number,
): WithdrawalRefund {
  for (const order of orders) {
    const line = order.lines.find((candidate) => candidate.registrationId === registrationId && !candidate.released);
    if (!line) continue;
    if (order.status === 'pending') return { kind: 'unpaid', currency: order.currency };
    if (order.status !== 'paid' && order.status !== 'partially_refunded') continue;
    if (line.teamId !== null && teamMemberCount > 1) return { kind: 'team-keeps-fee' };
    const left = Math.min(line.amount - line.refunded, order.amount - order.refunded);
    if (policy.refundPolicy === 'none') return { kind: 'no-refund', currency: order.currency, paidMinor: left };
    const fee = policy.refundPolicy === 'minus_fee' ? policy.refundFee : 0;
    const amountMinor = Math.max(left - fee, 0);
    if (amountMinor === 0) return { kind: 'no-refund', currency: order.currency, paidMinor: left };
    return { kind: 'refund', amountMinor, feeKeptMinor: left - amountMinor, currency: order.currency };
  }
  return { kind: 'nothing-paid' };
}
