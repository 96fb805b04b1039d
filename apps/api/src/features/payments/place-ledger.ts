import type { RefundAllocation } from '../../db/schema/index';
import { DomainError } from '../../errors/domain-error';
import type { RefundRow } from './payment-lines.repository';
import { paymentLedgerOn, type PaymentLedger } from './payment-ledger';
import type { Executor, OrderLineRow, OrderRow } from './payments.repository';

/**
 * The place ledger (issue 28): which order line pays for which place, and what happens to money
 * when a place is given up. The rules, each kept by a conditional UPDATE or a unique index:
 * - a registration (or, for a fee charged per team, a team) is paid for by at most one *live* line;
 * - a place given up releases its line once; only a released line's money can go back, and a line
 *   never gives back more than it cost (`refunded_minor <= amount_minor`), nor an order more than it took;
 * - a confirmed place of a paid category is covered by a live line of a paid order, its own or its team's.
 */

export interface LedgerActor {
  tenantId: number;
  actorUserId: number | null;
  now: Date;
}

/** What a member's withdrawal did to money: a refund queued (sent after the commit), or nothing. */
export interface WithdrawalMoney {
  refund: RefundRow | null;
  currency: string | null;
  /** The member paid their team's fee and the team plays on: the fee stays with the team. */
  teamFeeKept: boolean;
}

/**
 * A registration was just withdrawn (in the caller's transaction): its own line is released (a
 * pending order loses it; a paid one refunds it under the tenant's policy), and a team left with
 * nobody gives its place back, with its fee line released the same way.
 */
export function releaseWithdrawnPlace(
  tx: Executor,
  actor: LedgerActor,
  registration: { id: number; teamId: number | null },
): Promise<WithdrawalMoney> {
  return releasePlace(paymentLedgerOn(tx), actor, registration);
}

/** `releaseWithdrawnPlace` on the ledger port (the rules tests run it on the in-memory ledger). */
export async function releasePlace(
  tx: PaymentLedger,
  actor: LedgerActor,
  registration: { id: number; teamId: number | null },
): Promise<WithdrawalMoney> {
  let refund: RefundRow | null = null;
  let currency: string | null = null;
  let teamFeeKept = false;
  const personal = await tx.findLivePersonalLine(registration.id);
  if (personal) {
    refund = await giveUpLine(tx, actor, personal.line, personal.order, 'withdrawal');
    currency = personal.order.currency;
  }
  if (registration.teamId !== null) {
    const teamLine = await tx.findLiveTeamLine(registration.teamId);
    if ((await tx.countActiveTeamMembers(registration.teamId)) === 0) {
      if (teamLine) {
        refund = (await giveUpLine(tx, actor, teamLine.line, teamLine.order, 'withdrawal')) ?? refund;
        currency = teamLine.order.currency;
      }
      await tx.deleteTeamIfUnused(registration.teamId);
    } else if (teamLine && teamLine.line.registrationId === registration.id) {
      teamFeeKept = true;
    }
  }
  return { refund, currency, teamFeeKept };
}

/** A live line's place is given up: released; a pending order loses it, a paid one refunds it under the policy. */
async function giveUpLine(tx: PaymentLedger, actor: LedgerActor, line: OrderLineRow, order: OrderRow, reason: string) {
  await tx.releaseLine(line, actor.now);
  if (order.status === 'pending') {
    const live = (await tx.linesOfOrder(order.id)).filter((candidate) => candidate.releasedAt === null);
    // Nothing left to pay for: the order is cancelled, and a payment that still arrives is refunded in full.
    if (live.length === 0) await tx.setOrderStatus(order.id, ['pending'], 'cancelled');
    return null;
  }
  if (order.status !== 'paid' && order.status !== 'partially_refunded') return null;
  const settings = await tx.findTenantPaymentSettings(order.tenantId);
  const policy = settings?.refundPolicy ?? 'full';
  if (policy === 'none') return null;
  const fee = policy === 'minus_fee' ? (settings?.refundFeeMinor ?? 0) : 0;
  const amount = Math.min(line.amountMinor - line.refundedMinor - fee, order.amountMinor - order.refundedMinor);
  if (amount <= 0) return null;
  return createRefund(tx, actor, order, [{ line, amountMinor: amount, released: true }], reason);
}

/**
 * Claims a refund on a paid order and on each line it pays back (conditional UPDATEs: never more
 * than a line cost or the order took, however many requests race), records it with its audit row.
 * The caller's transaction commits it; `sendDueRefunds` sends it afterwards.
 */
async function createRefund(
  tx: PaymentLedger,
  actor: LedgerActor,
  order: OrderRow,
  parts: Array<{ line: OrderLineRow; amountMinor: number; released: boolean }>,
  reason: string,
  totalMinor?: number,
): Promise<RefundRow> {
  const amountMinor = totalMinor ?? parts.reduce((sum, part) => sum + part.amountMinor, 0);
  const payment = await tx.capturedPaymentOf(order.id);
  if (!payment) throw new DomainError('ORDER_STATE_CONFLICT', 'Only a paid order can be refunded.');
  for (const part of parts) {
    if (!(await tx.claimLineRefund(part.line, part.amountMinor))) {
      throw new DomainError('ORDER_STATE_CONFLICT', 'This order changed meanwhile: reload and try again.');
    }
  }
  const claimed = await tx.claimOrderRefund(order.id, amountMinor);
  if (!claimed) throw new DomainError('ORDER_STATE_CONFLICT', 'This order changed meanwhile: reload and try again.');
  const allocation: RefundAllocation = parts.map((part) => ({
    registrationId: part.line.registrationId,
    amountMinor: part.amountMinor,
    released: part.released,
    teamId: part.line.teamId,
  }));
  const refund = await tx.insertRefund({
    orderId: order.id,
    paymentId: payment.id,
    amountMinor,
    reason,
    requestedByUserId: actor.actorUserId,
    createdAt: actor.now,
    allocation,
  });
  await tx.writeAuditEntry({
    entity: 'payment_order',
    tenantId: order.tenantId,
    actorUserId: actor.actorUserId,
    action: 'payment.refunded',
    entityId: order.id,
    before: { status: order.status, refundedMinor: order.refundedMinor },
    after: { status: claimed.status, refundedMinor: claimed.refundedMinor, refundId: refund.id, reason },
    at: actor.now,
  });
  return refund;
}

/**
 * An amount of a paid order goes back (an admin's refund, or one made in the provider's dashboard):
 * spread over its lines in order, each up to what it has left; a line paid back in full gives up
 * its place (its registration, or its team, is withdrawn).
 */
export async function refundOrderAmount(
  tx: PaymentLedger,
  actor: LedgerActor,
  order: OrderRow,
  amountMinor: number,
  reason: string,
): Promise<RefundRow> {
  const lines = await tx.linesOfOrder(order.id);
  const parts: Array<{ line: OrderLineRow; amountMinor: number; released: boolean }> = [];
  let left = amountMinor;
  // Places already given up first: money for them goes back before any place that still stands is paid back.
  const byReleasedFirst = [...lines].sort((a, b) => Number(a.releasedAt === null) - Number(b.releasedAt === null));
  for (const line of byReleasedFirst) {
    if (left === 0) break;
    const take = Math.min(line.amountMinor - line.refundedMinor, left);
    if (take <= 0) continue;
    const paidBackInFull = line.refundedMinor + take === line.amountMinor;
    parts.push({ line, amountMinor: take, released: paidBackInFull && line.releasedAt === null });
    left -= take;
  }
  // An order without lines (made before lines existed) is refunded on the order alone.
  if (left > 0 && lines.length > 0) throw new DomainError('VALIDATION_FAILED', 'The refund is more than what is left of the payment.');
  const refund = await createRefund(tx, actor, order, parts, reason, lines.length === 0 ? amountMinor : undefined);
  for (const part of parts.filter((candidate) => candidate.released)) await releaseAndWithdraw(tx, actor.now, part.line);
  return refund;
}

/** A line's place ends: the line is released and what it paid for withdrawn (a team's members, for a team line). */
async function releaseAndWithdraw(tx: PaymentLedger, now: Date, line: OrderLineRow) {
  await tx.releaseLine(line, now);
  if (line.teamId !== null) {
    const members = await tx.teamRegistrationIds(line.teamId, ['confirmed', 'pending_payment']);
    await tx.moveRegistrations(members, ['confirmed', 'pending_payment'], 'withdrawn');
    await tx.deleteTeamIfUnused(line.teamId);
    return;
  }
  await tx.moveRegistrations([line.registrationId], ['confirmed', 'pending_payment'], 'withdrawn');
}

/**
 * A pending order was paid (in the capture's transaction): what its live lines hold is confirmed
 * (a team line confirms the team's held members too); a line given up before the payment arrived
 * is refunded in full at once, since its place was never confirmed.
 */
export async function confirmPaidOrder(tx: PaymentLedger, actor: LedgerActor, order: OrderRow): Promise<RefundRow | null> {
  const lines = await tx.linesOfOrder(order.id);
  const givenUp: Array<{ line: OrderLineRow; amountMinor: number; released: boolean }> = [];
  for (const line of lines) {
    if (line.releasedAt !== null) {
      const left = line.amountMinor - line.refundedMinor;
      if (left > 0) givenUp.push({ line, amountMinor: left, released: false });
      continue;
    }
    const held = line.teamId !== null ? await tx.teamRegistrationIds(line.teamId, ['pending_payment']) : [line.registrationId];
    await tx.moveRegistrations(held, ['pending_payment'], 'confirmed');
  }
  if (givenUp.length === 0) return null;
  const paid = { ...order, status: 'paid' as const };
  return createRefund(tx, actor, paid, givenUp, 'withdrawn-before-payment');
}

/** A pending order ended unpaid (expired, failed at the provider): its places are released. */
export async function releaseUnpaidOrder(tx: PaymentLedger, now: Date, orderId: string) {
  for (const line of await tx.linesOfOrder(orderId)) {
    if (line.releasedAt !== null) continue;
    await tx.releaseLine(line, now);
    if (line.teamId !== null) {
      const members = await tx.teamRegistrationIds(line.teamId, ['pending_payment']);
      await tx.moveRegistrations(members, ['pending_payment'], 'withdrawn');
      if ((await tx.countActiveTeamMembers(line.teamId)) === 0) await tx.deleteTeamIfUnused(line.teamId);
    } else {
      await tx.moveRegistrations([line.registrationId], ['pending_payment'], 'withdrawn');
      const registration = await tx.findRegistrationRow(line.registrationId);
      if (registration?.teamId != null && (await tx.countActiveTeamMembers(registration.teamId)) === 0) {
        await tx.deleteTeamIfUnused(registration.teamId);
      }
    }
  }
}

/**
 * The provider refused a refund, or it never reached the provider: its amount is given back to the
 * order and lines (Podium's refunded total stays the provider's), and a place it had released is
 * kept, since the member keeps paying for it. The admin sees the failed refund and the audit row.
 */
export async function undoFailedRefund(tx: PaymentLedger, now: Date, refund: RefundRow, order: OrderRow, why: string) {
  // Claimed on the order: every refund but a late or second capture's (those never paid the order).
  const claimedOnOrder = refund.allocation.length > 0 || !['late', 'duplicate'].includes(refund.reason);
  if (claimedOnOrder) await tx.unclaimOrderRefund(order.id, refund.amountMinor);
  if (refund.allocation.length > 0) {
    for (const part of refund.allocation) {
      await tx.unclaimLineRefund(order.id, part.registrationId, part.amountMinor);
      // A team's fee goes back only when the team is given up; its people are not reinstated one by one.
      if (!part.released || (part.teamId ?? null) !== null) continue;
      // The place comes back only when nothing else pays for that registration now.
      if (await tx.findLivePersonalLine(part.registrationId)) continue;
      const line = (await tx.linesOfOrder(order.id)).find((candidate) => candidate.registrationId === part.registrationId);
      if (!line) continue;
      if (line.teamId !== null && (await tx.findLiveTeamLine(line.teamId))) continue;
      await tx.reviveLine(order.id, part.registrationId);
      await tx.moveRegistrations([part.registrationId], ['withdrawn'], 'confirmed');
      part.reinstated = true;
    }
  }
  await tx.writeAuditEntry({
    entity: 'payment_order',
    tenantId: order.tenantId,
    actorUserId: null,
    action: 'payment.refund-failed',
    entityId: order.id,
    before: { refundId: refund.id, amountMinor: refund.amountMinor, reason: refund.reason },
    after: { why, allocation: refund.allocation },
    at: now,
  });
  return refund.allocation;
}
