import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { auditLog, paymentOrders, payments, refunds } from '../../db/schema/index';
import { DomainError } from '../../errors/domain-error';
import { setHeldRegistrations } from './payments.repository';

/**
 * Sends every refund not yet at the provider (queued by a late or second capture, a withdrawal or an
 * admin), with the refund row's id as idempotency key. A failure leaves the row for the next run of
 * the payment job; the provider's webhook later marks it processed.
 */
export async function sendPendingRefunds(deps: AppContext): Promise<void> {
  const provider = deps.payments;
  if (!provider) return;
  const due = await deps.db
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(isNull(refunds.providerRefundId), eq(refunds.status, 'pending'), eq(payments.provider, provider.name)));
  for (const { refund, payment } of due) {
    try {
      const sent = await provider.refund(payment.providerPaymentId, refund.amountMinor, `refund-${refund.id}`);
      await deps.db
        .update(refunds)
        .set({ providerRefundId: sent.providerRefundId, status: sent.processed ? 'processed' : 'pending' })
        .where(and(eq(refunds.id, refund.id), isNull(refunds.providerRefundId)));
    } catch {
      // Provider down: retried by the payment job; nothing is lost, nothing is sent twice by us.
    }
  }
}

export interface RefundRequest {
  tenantId: number;
  orderId: string;
  /** Minor units; absent = everything not yet refunded. */
  amountMinor?: number;
  reason: string;
  actorUserId: number | null;
  /** Registrations this refund withdraws (a member's withdrawal); a full refund withdraws all of them. */
  registrationIds?: number[];
}

/**
 * Claims a refund on a paid order with one conditional UPDATE (never more than was paid, however
 * many requests race), records it and its audit row in the same transaction, then sends it.
 */
export async function refundOrder(deps: AppContext, request: RefundRequest) {
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.id, request.orderId), eq(paymentOrders.tenantId, request.tenantId)));
    if (!order) throw new DomainError('NOT_FOUND', 'This order was not found.');
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'captured')));
    if (!payment || (order.status !== 'paid' && order.status !== 'partially_refunded')) {
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
    const [claimed] = await tx
      .update(paymentOrders)
      .set({
        refundedMinor: sql`${paymentOrders.refundedMinor} + ${amount}`,
        status: sql`case when ${paymentOrders.refundedMinor} + ${amount} = ${paymentOrders.amountMinor} then 'refunded' else 'partially_refunded' end`,
      })
      .where(
        and(
          eq(paymentOrders.id, order.id),
          inArray(paymentOrders.status, ['paid', 'partially_refunded']),
          sql`${paymentOrders.refundedMinor} + ${amount} <= ${paymentOrders.amountMinor}`,
        ),
      )
      .returning();
    if (!claimed) throw new DomainError('ORDER_STATE_CONFLICT', 'This order changed meanwhile: reload and try again.');
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: payment.id,
        amountMinor: amount,
        reason: request.reason,
        requestedByUserId: request.actorUserId,
        createdAt: now,
      })
      .returning();
    if (claimed.status === 'refunded') await setHeldRegistrations(tx, order.id, ['confirmed'], 'withdrawn');
    await tx.insert(auditLog).values({
      tenantId: order.tenantId,
      actorUserId: request.actorUserId,
      action: 'payment.refunded',
      entity: 'payment_order',
      entityId: order.id,
      before: { status: order.status, refundedMinor: order.refundedMinor },
      after: { status: claimed.status, refundedMinor: claimed.refundedMinor, refundId: refund!.id, reason: request.reason },
      at: now,
    });
    return { order: claimed, refund: refund! };
  });
  await sendPendingRefunds(deps);
  return result;
}
