import type { AppContext } from '../../app-context';
import { isRetryableConflict, retryOnConflict } from '../../platform/database-errors';
import type { CapturedPayment, ReportedRefund, WebhookEvent } from './providers/payment-provider';
import { transitionOrder } from './payments.repository';
import {
  listOrdersPastHold,
  deferEvent,
  dropDeferredEvent,
  listDeferredEvents,
  dropStaleDeferredEvents,
  type PaymentRow,
} from './payment-lines.repository';
import { paymentLedgerOn, type PaymentLedger } from './payment-ledger';
import { confirmPaidOrder, refundOrderAmount, releaseUnpaidOrder } from './place-ledger';
import { failRefund, sendDueRefunds } from './refund-payment';
import { emailReceiptInBackground } from './receipts';
import { failedPaymentMailOf } from './payment-mails';

/** A deferred event whose payment has not arrived in this many days is about a payment Podium will never see. */
const DEFERRED_EVENT_DAYS = 7;

export type SettleOutcome =
  | 'paid'
  | 'already'
  | 'mismatch'
  | 'late'
  | 'duplicate'
  | 'unknown-order'
  | 'failed'
  | 'attempt-failed'
  | 'processing'
  | 'refund-recorded'
  | 'deferred'
  | 'ignored';

/**
 * Applies a captured payment to its order, in the caller's transaction:
 * - the payment row is unique per provider payment id, so the same capture twice (webhook and
 *   signed return, or a redelivery) changes nothing the second time;
 * - amount or currency different from the order: refused, nothing confirmed, flagged in the audit log;
 * - order still pending: paid, the places its live lines hold confirmed, receipt number claimed;
 *   a line given up before the payment arrived is refunded in full at once (place-ledger.ts);
 * - order expired, failed or cancelled meanwhile (late capture), or already paid by another
 *   payment (a second charge): the payment is refunded in full automatically. Late captures are
 *   never re-attached: the place may have been given to someone else when the hold ended.
 */
export async function settleCapture(
  tx: PaymentLedger,
  provider: string,
  payment: CapturedPayment,
  now: Date,
): Promise<{ outcome: SettleOutcome; orderId?: string }> {
  const order = await tx.findOrderByProviderOrder(provider, payment.providerOrderId);
  if (!order) return { outcome: 'unknown-order' };
  const matches = payment.amountMinor === order.amountMinor && payment.currency.toUpperCase() === order.currency.toUpperCase();
  const kind = !matches
    ? 'mismatch'
    : order.status === 'pending'
      ? 'captured'
      : order.status === 'expired' || order.status === 'failed' || order.status === 'cancelled'
        ? 'late'
        : 'duplicate';
  const inserted = await tx.insertPaymentOnce({
    orderId: order.id,
    provider: order.provider,
    providerPaymentId: payment.providerPaymentId,
    amountMinor: payment.amountMinor,
    currency: payment.currency.toUpperCase(),
    status: kind,
    capturedAt: now,
  });
  if (!inserted) return { outcome: 'already', orderId: order.id };

  if (kind === 'mismatch') {
    await tx.writeAuditEntry({
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
    const receiptNumber = await tx.claimReceiptNumber(order.tenantId);
    await tx.transitionOrder(order.id, ['pending'], { status: 'paid', paidAt: now, receiptNumber });
    await confirmPaidOrder(tx, { tenantId: order.tenantId, actorUserId: null, now }, order);
    // The registration coupon is earned by a confirmed place: for a paid one, now (issued once
    // per event whichever way it comes, so a free category's earlier coupon is not doubled).
    await tx.issueRegistrationCoupons({ tenantId: order.tenantId, userId: order.userId, eventId: order.eventId, now });
    return { outcome: 'paid', orderId: order.id };
  }
  // Late or second capture: queue a full refund; sendDueRefunds sends it after the commit.
  await tx.insertRefund({ orderId: order.id, paymentId: inserted.id, amountMinor: payment.amountMinor, reason: kind, createdAt: now });
  return { outcome: kind, orderId: order.id };
}

/**
 * The provider says its checkout is over without a payment (Stripe's session expired, or a delayed
 * method failed after the session completed): that checkout cannot be retried, so the hold ends now.
 */
export async function settleFailure(tx: PaymentLedger, provider: string, providerOrderId: string, now: Date): Promise<SettleOutcome> {
  const order = await tx.findOrderByProviderOrder(provider, providerOrderId);
  if (!order) return 'unknown-order';
  const changed = await tx.transitionOrder(order.id, ['pending'], { status: 'failed' });
  if (changed) await releaseUnpaidOrder(tx, now, order.id);
  return changed ? 'failed' : 'already';
}

/**
 * One payment attempt failed on a checkout the member can retry (issue 30): the order stays
 * pending and the place held until the hold expires (the expiry job releases it then); only the
 * time of the failure is noted, so the member is offered 'Try again'. A capture that follows
 * confirms the order as usual. `firstFailure` says this was the order's first failed attempt: the
 * member is emailed then, once, not on every retry that fails too.
 */
export async function settleAttemptFailure(
  tx: PaymentLedger,
  provider: string,
  providerOrderId: string,
  now: Date,
): Promise<{ outcome: SettleOutcome; firstFailureOrderId?: string }> {
  const order = await tx.findOrderByProviderOrder(provider, providerOrderId);
  if (!order) return { outcome: 'unknown-order' };
  const marked = await tx.markAttemptFailed(order.id, now);
  if (!marked) return { outcome: 'already' };
  return { outcome: 'attempt-failed', ...(marked === 'first' ? { firstFailureOrderId: order.id } : {}) };
}

/** The checkout finished with a method that settles later: the hold lasts until the provider says paid or failed. */
async function settleProcessing(
  tx: PaymentLedger,
  provider: string,
  providerOrderId: string,
  now: Date,
  holdHours: number,
): Promise<SettleOutcome> {
  const order = await tx.findOrderByProviderOrder(provider, providerOrderId);
  if (!order || order.status !== 'pending') return 'already';
  const until = new Date(now.getTime() + holdHours * 3_600_000);
  if (until > order.expiresAt) await tx.transitionOrder(order.id, ['pending'], { expiresAt: until });
  return 'processing';
}

/**
 * Refunds the provider reports. A refund is settled only by its provider id, or by our own id
 * carried back (Razorpay's receipt, Stripe's metadata): never "every pending refund of that
 * payment", so a refund that never reached the provider is never marked done. A refund Podium did
 * not make (the provider's dashboard) is recorded, paid back on the order's lines and its places
 * released. An event about a payment not known yet, or arriving while one of ours is on its way
 * without its id, is deferred (kept and applied later), never dropped.
 */
async function settleRefunds(
  tx: PaymentLedger,
  provider: string,
  event: Extract<WebhookEvent, { kind: 'refunded' }>,
  now: Date,
): Promise<SettleOutcome> {
  const payment = await tx.findPaymentByProviderId(provider, event.providerPaymentId);
  if (!payment) return 'deferred';
  const unknown: ReportedRefund[] = [];
  for (const reported of event.refunds) {
    const ours =
      (await tx.findRefundByProviderId(reported.providerRefundId)) ??
      (await ourRefundByOwnId(tx, reported, payment)) ??
      // Recorded earlier from a charge's total alone: the same refund, now with its id (counted once).
      (await tx.findRefundRecordedFromTotal(payment.id, event.providerPaymentId, reported.amountMinor));
    if (!ours) {
      unknown.push(reported);
      continue;
    }
    if (reported.status === 'failed') {
      await failRefund(tx, now, ours.id, ['pending', 'sending', 'sent'], 'The payment provider reported the refund failed.');
      continue;
    }
    await tx.updateRefund(ours.id, ['pending', 'sending', 'sent', 'processed'], {
      providerRefundId: reported.providerRefundId,
      status: reported.status === 'processed' ? 'processed' : ours.status === 'processed' ? 'processed' : 'sent',
      claimedUntil: null,
    });
  }
  const made = unknown.filter((reported) => reported.status !== 'failed');
  if (event.totalRefundedMinor !== undefined) {
    const missing = event.totalRefundedMinor - (await tx.sumRefundsAtProvider(payment.id));
    if (missing > 0)
      made.push({
        providerRefundId: `${event.providerPaymentId}:refunded:${event.totalRefundedMinor}`,
        amountMinor: missing,
        status: 'processed',
      });
  }
  if (made.length === 0) return 'refund-recorded';
  // One of ours may be this very refund, sent but its id not stored yet: wait until it is.
  if ((await tx.countRefundsInFlight(payment.id)) > 0) return 'deferred';
  for (const reported of made) await recordProviderRefund(tx, payment, reported, now);
  return 'refund-recorded';
}

async function ourRefundByOwnId(tx: PaymentLedger, reported: ReportedRefund, payment: PaymentRow) {
  if (reported.podiumRefundId === undefined) return undefined;
  const row = await tx.findRefundById(reported.podiumRefundId);
  return row && row.paymentId === payment.id && (row.providerRefundId === null || row.providerRefundId === reported.providerRefundId)
    ? row
    : undefined;
}

/** A refund made at the provider (its dashboard): recorded once by its id, and paid back on the order's lines. */
async function recordProviderRefund(tx: PaymentLedger, payment: PaymentRow, reported: ReportedRefund, now: Date) {
  // The order first, then the check: two deliveries of one refund (created, then processed) queue here.
  const order = await tx.findOrder(payment.orderId, { lock: true });
  if (!order) return;
  if (await tx.findRefundByProviderId(reported.providerRefundId)) return;
  const left = order.amountMinor - order.refundedMinor;
  const paysOrder = payment.status === 'captured' && (order.status === 'paid' || order.status === 'partially_refunded') && left > 0;
  const reason = 'Refunded at the payment provider';
  if (paysOrder) {
    const refund = await refundOrderAmount(
      tx,
      { tenantId: order.tenantId, actorUserId: null, now },
      order,
      Math.min(reported.amountMinor, left),
      reason,
    );
    await tx.updateRefund(refund.id, ['pending'], {
      source: 'provider',
      providerRefundId: reported.providerRefundId,
      status: reported.status === 'processed' ? 'processed' : 'sent',
    });
    if (reported.amountMinor <= left) return;
  }
  // A late or second payment refunded by hand, or more than the order had left: recorded as it is.
  await tx.insertRefund({
    orderId: order.id,
    paymentId: payment.id,
    amountMinor: paysOrder ? reported.amountMinor - left : reported.amountMinor,
    reason,
    source: 'provider',
    providerRefundId: paysOrder ? `${reported.providerRefundId}:rest` : reported.providerRefundId,
    status: reported.status === 'processed' ? 'processed' : 'sent',
    createdAt: now,
  });
}

/** One verified event's effect, in the caller's transaction. */
async function settleEvent(tx: PaymentLedger, provider: string, event: WebhookEvent, now: Date, asyncHoldHours: number): Promise<Settled> {
  let paidOrderId: string | undefined;
  let failedAttemptOrderId: string | undefined;
  let outcome: SettleOutcome;
  if (event.kind === 'captured') {
    const settled = await settleCapture(tx, provider, event.payment, now);
    if (settled.outcome === 'paid') paidOrderId = settled.orderId;
    outcome = settled.outcome;
  } else if (event.kind === 'failed') outcome = await settleFailure(tx, provider, event.providerOrderId, now);
  else if (event.kind === 'attempt-failed') {
    const settled = await settleAttemptFailure(tx, provider, event.providerOrderId, now);
    outcome = settled.outcome;
    failedAttemptOrderId = settled.firstFailureOrderId;
  } else if (event.kind === 'processing') {
    outcome = await settleProcessing(tx, provider, event.providerOrderId, now, asyncHoldHours);
  } else if (event.kind === 'refunded') outcome = await settleRefunds(tx, provider, event, now);
  else outcome = 'ignored';
  return { outcome, paidOrderId, failedAttemptOrderId };
}

/** What one settled event leaves to do after its commit. */
export interface Settled {
  outcome: SettleOutcome;
  /** The order this event paid: its receipt is mailed. */
  paidOrderId?: string | undefined;
  /** The order whose first payment attempt this event failed: the member is mailed 'Try again'. */
  failedAttemptOrderId?: string | undefined;
}

/** After a commit: the receipt or 'Try again' mail, refunds now due, and events that were waiting for this one. */
async function afterSettled(deps: AppContext, { outcome, paidOrderId, failedAttemptOrderId }: Settled) {
  if (paidOrderId) emailReceiptInBackground(deps, paidOrderId);
  if (failedAttemptOrderId) deps.notifier.paymentAttemptFailed(() => failedPaymentMailOf(deps, failedAttemptOrderId));
  if (outcome === 'paid' || outcome === 'late' || outcome === 'duplicate') {
    await sendDueRefunds(deps);
    await replayDeferredEvents(deps);
  }
}

/**
 * Processes one verified webhook event exactly once: the event id is inserted in the same
 * transaction as its effect, so a redelivery finds it and changes nothing, and a crash before the
 * commit leaves neither (the provider's retry or reconciliation does it again). An event that
 * came too early is kept in payment_deferred_events, in the same transaction, until it applies.
 */
export async function applyWebhookEvent(deps: AppContext, provider: string, event: WebhookEvent): Promise<SettleOutcome> {
  const now = deps.clock.now();
  let settledEvent: Settled = { outcome: 'already' };
  const outcome = await retryOnConflict(() =>
    deps.db.transaction(async (tx) => {
      settledEvent = await settleWebhookEventOnce(paymentLedgerOn(tx), provider, event, now, deps.config.PAYMENT_ASYNC_HOLD_HOURS);
      return settledEvent.outcome;
    }),
  );
  await afterSettled(deps, { ...settledEvent, outcome });
  return outcome;
}

/** One webhook event's effect in the caller's transaction: its id noted once (a redelivery is 'already'), an early one deferred. */
export async function settleWebhookEventOnce(
  tx: PaymentLedger,
  provider: string,
  event: WebhookEvent,
  now: Date,
  asyncHoldHours: number,
): Promise<Settled> {
  if (!(await tx.recordWebhookEventOnce(provider, event.eventId, now))) return { outcome: 'already' };
  const settled = await settleEvent(tx, provider, event, now, asyncHoldHours);
  if (settled.outcome === 'deferred') await tx.deferEvent(provider, event.eventId, event as unknown as Record<string, unknown>, now);
  return settled;
}

/** Applies the events that were waiting (a refund before its payment, or before its id was stored). */
export async function replayDeferredEvents(deps: AppContext): Promise<void> {
  const provider = deps.payments;
  if (!provider) return;
  await dropStaleDeferredEvents(deps.db, provider.name, new Date(deps.clock.now().getTime() - DEFERRED_EVENT_DAYS * 86_400_000));
  for (const waiting of await listDeferredEvents(deps.db, provider.name)) {
    const now = deps.clock.now();
    await retryOnConflict(() =>
      deps.db.transaction(async (tx) => {
        const settled = await settleEvent(
          paymentLedgerOn(tx),
          provider.name,
          waiting.event as unknown as WebhookEvent,
          now,
          deps.config.PAYMENT_ASYNC_HOLD_HOURS,
        );
        if (settled.outcome === 'deferred') await deferEvent(tx, provider.name, waiting.eventId, waiting.event, now);
        else await dropDeferredEvent(tx, provider.name, waiting.eventId);
      }),
    );
  }
}

/** A capture learnt outside a webhook (signed checkout return, reconciliation): same rules, no event id. */
export async function applyCapture(deps: AppContext, provider: string, payment: CapturedPayment): Promise<SettleOutcome> {
  const now = deps.clock.now();
  const { outcome, orderId } = await retryOnConflict(() =>
    deps.db.transaction((tx) => settleCapture(paymentLedgerOn(tx), provider, payment, now)),
  );
  await afterSettled(deps, { outcome, ...(outcome === 'paid' ? { paidOrderId: orderId } : {}) });
  return outcome;
}

/** Orders still pending whose hold has ended: expired, places released (one conditional UPDATE each). */
export async function expireOrders(deps: AppContext): Promise<number> {
  const now = deps.clock.now();
  const due = await listOrdersPastHold(deps.db, now);
  let expired = 0;
  for (const { id } of due) {
    // One order at a time, each on its own: a conflict on one never stops the rest of the run.
    try {
      await retryOnConflict(() =>
        deps.db.transaction(async (tx) => {
          if (await transitionOrder(tx, id, ['pending'], { status: 'expired' })) {
            await releaseUnpaidOrder(paymentLedgerOn(tx), now, id);
            expired += 1;
          }
        }),
      );
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
    }
  }
  return expired;
}
