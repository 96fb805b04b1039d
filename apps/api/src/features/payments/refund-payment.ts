import type { AppContext } from '../../app-context';
import { DomainError } from '../../errors/domain-error';
import { retryOnConflict } from '../../platform/database-errors';
import { paymentLedgerOn, type PaymentLedger } from './payment-ledger';
import { refundOrderAmount, undoFailedRefund } from './place-ledger';
import { claimDueRefunds, paymentById, updateClaimedRefund, findRefundById, type RefundRow } from './payment-lines.repository';
import { ProviderRefusedError } from './providers/payment-provider';

/** How long one sender holds a claimed refund before another may take it over (a sender that died). */
const SEND_CLAIM_MS = 2 * 60_000;

/** Waits between sends of a refund that did not reach the provider: 1, 2, 4 … minutes, at most an hour. */
const backoffMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

/**
 * Sends the refunds due (queued by a withdrawal, an admin, a late or second capture), each claimed
 * first so two senders never send it at once, with the refund row's id as the provider's
 * idempotency key, so a send whose answer was lost is not paid twice when it is sent again.
 * - accepted: the provider's refund id is stored (`sent`, or `processed` when it says so);
 * - refused by the provider (a 4xx about the refund itself): `failed` at once, its amount and place given back;
 * - not reached (timeout, 5xx): sent again later with back-off, `failed` after REFUND_MAX_ATTEMPTS.
 */
export async function sendDueRefunds(deps: AppContext, only?: number[]): Promise<void> {
  const provider = deps.payments;
  if (!provider) return;
  const now = deps.clock.now();
  const claimed = await deps.db.transaction((tx) => claimDueRefunds(tx, provider.name, now, new Date(now.getTime() + SEND_CLAIM_MS), only));
  for (const refund of claimed) {
    const payment = await paymentById(deps.db, refund.paymentId);
    if (!payment) continue;
    try {
      const sent = await provider.refund(payment.providerPaymentId, refund.amountMinor, `refund-${refund.id}`);
      await updateClaimedRefund(deps.db, refund.id, {
        providerRefundId: sent.providerRefundId,
        status: sent.processed ? 'processed' : 'sent',
        claimedUntil: null,
        lastError: null,
      });
    } catch (error) {
      const why = error instanceof Error ? error.message.slice(0, 500) : 'The payment provider did not answer.';
      if (error instanceof ProviderRefusedError || refund.attempts >= deps.config.REFUND_MAX_ATTEMPTS) {
        await retryOnConflict(() =>
          deps.db.transaction((tx) => failRefund(paymentLedgerOn(tx), deps.clock.now(), refund.id, ['sending'], why)),
        );
      } else {
        await updateClaimedRefund(deps.db, refund.id, {
          status: 'pending',
          claimedUntil: null,
          nextAttemptAt: new Date(deps.clock.now().getTime() + backoffMs(refund.attempts)),
          lastError: why,
        });
      }
    }
  }
}

/** Marks a refund failed (once) and gives its amount and place back; returns the refund when this call failed it. */
export async function failRefund(
  tx: PaymentLedger,
  now: Date,
  refundId: number,
  from: RefundRow['status'][],
  why: string,
): Promise<RefundRow | undefined> {
  const current = await tx.findRefundById(refundId);
  if (!current) return undefined;
  const failed = await tx.updateRefund(refundId, from, { status: 'failed', claimedUntil: null, lastError: why });
  if (!failed) return undefined;
  const order = await tx.findOrder(failed.orderId);
  if (order) {
    const allocation = await undoFailedRefund(tx, now, failed, order, why);
    await tx.updateRefund(refundId, ['failed'], { allocation });
  }
  return failed;
}

export interface RefundRequest {
  tenantId: number;
  orderId: string;
  /** Minor units; absent = everything not yet refunded. */
  amountMinor?: number;
  reason: string;
  actorUserId: number | null;
}

/**
 * An admin's refund of a paid order, in full or in part: claimed on the order and on its lines in
 * one transaction (never more than was paid, however many requests race), then sent.
 */
export async function refundOrder(deps: AppContext, request: RefundRequest) {
  const now = deps.clock.now();
  const result = await retryOnConflict(() => deps.db.transaction((tx) => refundPaidOrder(paymentLedgerOn(tx), request, now)));
  await sendDueRefunds(deps, [result.refund.id]);
  return result;
}

/** `refundOrder`'s claim in the caller's transaction: the order locked, the amount checked, the refund queued. */
export async function refundPaidOrder(tx: PaymentLedger, request: RefundRequest, now: Date) {
  const order = await tx.findOrder(request.orderId, { lock: true });
  if (!order || order.tenantId !== request.tenantId) throw new DomainError('NOT_FOUND', 'This order was not found.');
  if (order.status !== 'paid' && order.status !== 'partially_refunded') {
    throw new DomainError('ORDER_STATE_CONFLICT', 'Only a paid order can be refunded.');
  }
  const remaining = order.amountMinor - order.refundedMinor;
  const amount = request.amountMinor ?? remaining;
  if (amount <= 0 || amount > remaining) {
    throw new DomainError(
      'VALIDATION_FAILED',
      `The refund must be between 1 and ${remaining} (in minor units: what is left of the payment).`,
    );
  }
  const refund = await refundOrderAmount(
    tx,
    { tenantId: order.tenantId, actorUserId: request.actorUserId, now },
    order,
    amount,
    request.reason,
  );
  return { order: (await tx.findOrder(order.id))!, refund };
}

/** Sends a withdrawal's refund now; says whether it is on its way, or failed (the place is kept), or waits for a retry. */
export async function sendWithdrawalRefund(deps: AppContext, refundId: number): Promise<'on-its-way' | 'failed'> {
  await sendDueRefunds(deps, [refundId]);
  const refund = await findRefundById(deps.db, refundId);
  return refund?.status === 'failed' ? 'failed' : 'on-its-way';
}
