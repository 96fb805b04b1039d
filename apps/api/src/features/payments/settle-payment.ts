import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { auditLog, paymentOrders, payments, paymentWebhookEvents, refunds } from '../../db/schema/index';
import type { CapturedPayment, WebhookEvent } from './providers/payment-provider';
import { claimReceiptNumber, findOrderByProviderOrder, setHeldRegistrations, transitionOrder, type Executor } from './payments.repository';
import { issueCoupons } from '../coupons';
import { sendPendingRefunds } from './refund-payment';
import { emailReceiptInBackground } from './receipts';

export type SettleOutcome =
  'paid' | 'already' | 'mismatch' | 'late' | 'duplicate' | 'unknown-order' | 'failed' | 'refund-recorded' | 'ignored';

/**
 * Applies a captured payment to its order, in the caller's transaction:
 * - the payment row is unique per provider payment id, so the same capture twice (webhook and
 *   signed return, or a redelivery) changes nothing the second time;
 * - amount or currency different from the order: refused, nothing confirmed, flagged in the audit log;
 * - order still pending: paid, registrations confirmed, receipt number claimed;
 * - order expired or failed meanwhile (late capture), or already paid by another payment (a second
 *   charge): the payment is refunded in full automatically. Late captures are never re-attached:
 *   the place may have been given to someone else when the hold ended.
 */
export async function settleCapture(
  tx: Executor,
  provider: string,
  payment: CapturedPayment,
  now: Date,
): Promise<{ outcome: SettleOutcome; orderId?: string }> {
  const order = await findOrderByProviderOrder(tx, provider, payment.providerOrderId);
  if (!order) return { outcome: 'unknown-order' };
  const matches = payment.amountMinor === order.amountMinor && payment.currency.toUpperCase() === order.currency.toUpperCase();
  const kind = !matches
    ? 'mismatch'
    : order.status === 'pending'
      ? 'captured'
      : order.status === 'expired' || order.status === 'failed'
        ? 'late'
        : 'duplicate';
  const [inserted] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      provider: order.provider,
      providerPaymentId: payment.providerPaymentId,
      amountMinor: payment.amountMinor,
      currency: payment.currency.toUpperCase(),
      status: kind,
      capturedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (!inserted) return { outcome: 'already', orderId: order.id };

  if (kind === 'mismatch') {
    await tx.insert(auditLog).values({
      tenantId: order.tenantId,
      actorUserId: null,
      action: 'payment.amount-mismatch',
      entity: 'payment_order',
      entityId: order.id,
      before: { amountMinor: order.amountMinor, currency: order.currency },
      after: { amountMinor: payment.amountMinor, currency: payment.currency, providerPaymentId: payment.providerPaymentId },
      at: now,
    });
    return { outcome: 'mismatch', orderId: order.id };
  }
  if (kind === 'captured') {
    const receiptNumber = await claimReceiptNumber(tx, order.tenantId);
    await transitionOrder(tx, order.id, ['pending'], { status: 'paid', paidAt: now, receiptNumber });
    await setHeldRegistrations(tx, order.id, ['pending_payment'], 'confirmed');
    // The registration coupon is earned by a confirmed place: for a paid one, now (issued once
    // per event whichever way it comes, so a free category's earlier coupon is not doubled).
    await issueCoupons(tx, { tenantId: order.tenantId, userId: order.userId, trigger: 'registration', subject: order.eventId, now });
    return { outcome: 'paid', orderId: order.id };
  }
  // Late or second capture: queue a full refund; sendPendingRefunds sends it after the commit.
  await tx
    .insert(refunds)
    .values({ orderId: order.id, paymentId: inserted.id, amountMinor: payment.amountMinor, reason: kind, createdAt: now });
  return { outcome: kind, orderId: order.id };
}

/** The provider says the checkout failed or its session expired: the hold ends now. */
export async function settleFailure(tx: Executor, provider: string, providerOrderId: string): Promise<SettleOutcome> {
  const order = await findOrderByProviderOrder(tx, provider, providerOrderId);
  if (!order) return 'unknown-order';
  const changed = await transitionOrder(tx, order.id, ['pending'], { status: 'failed' });
  if (changed) await setHeldRegistrations(tx, order.id, ['pending_payment'], 'withdrawn');
  return changed ? 'failed' : 'already';
}

/** A refund the provider reports processed: the matching pending refunds of that payment are marked so. */
async function settleRefund(tx: Executor, provider: string, event: Extract<WebhookEvent, { kind: 'refunded' }>): Promise<SettleOutcome> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider as never), eq(payments.providerPaymentId, event.providerPaymentId)));
  if (!payment) return 'unknown-order';
  const match = event.providerRefundId ? eq(refunds.providerRefundId, event.providerRefundId) : eq(refunds.paymentId, payment.id);
  await tx
    .update(refunds)
    .set({ status: 'processed' })
    .where(and(match, eq(refunds.status, 'pending')));
  return 'refund-recorded';
}

/**
 * Processes one verified webhook event exactly once: the event id is inserted in the same
 * transaction as its effect, so a redelivery finds it and changes nothing, and a crash before the
 * commit leaves neither (the provider's retry or reconciliation does it again).
 */
export async function applyWebhookEvent(deps: AppContext, provider: string, event: WebhookEvent): Promise<SettleOutcome> {
  const now = deps.clock.now();
  let paidOrderId: string | undefined;
  const outcome = await deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentWebhookEvents)
      .values({ provider, eventId: event.eventId, receivedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return 'already' as const;
    if (event.kind === 'captured') {
      const settled = await settleCapture(tx, provider, event.payment, now);
      if (settled.outcome === 'paid') paidOrderId = settled.orderId;
      return settled.outcome;
    }
    if (event.kind === 'failed') return settleFailure(tx, provider, event.providerOrderId);
    if (event.kind === 'refunded') return settleRefund(tx, provider, event);
    return 'ignored' as const;
  });
  if (paidOrderId) emailReceiptInBackground(deps, paidOrderId);
  if (outcome === 'late' || outcome === 'duplicate') await sendPendingRefunds(deps);
  return outcome;
}

/** A capture learnt outside a webhook (signed checkout return, reconciliation): same rules, no event id. */
export async function applyCapture(deps: AppContext, provider: string, payment: CapturedPayment): Promise<SettleOutcome> {
  const now = deps.clock.now();
  const { outcome, orderId } = await deps.db.transaction((tx) => settleCapture(tx, provider, payment, now));
  if (outcome === 'paid' && orderId) emailReceiptInBackground(deps, orderId);
  if (outcome === 'late' || outcome === 'duplicate') await sendPendingRefunds(deps);
  return outcome;
}

/** Orders still pending whose hold has ended: expired, places released (one conditional UPDATE each). */
export async function expireOrders(deps: AppContext): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, 'pending'), sql`${paymentOrders.expiresAt} <= ${now.toISOString()}`));
  let expired = 0;
  for (const { id } of due) {
    await deps.db.transaction(async (tx) => {
      if (await transitionOrder(tx, id, ['pending'], { status: 'expired' })) {
        await setHeldRegistrations(tx, id, ['pending_payment'], 'withdrawn');
        expired += 1;
      }
    });
  }
  return expired;
}
