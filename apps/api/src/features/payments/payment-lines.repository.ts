import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import {
  paymentDeferredEvents,
  paymentOrderLines,
  paymentOrders,
  payments,
  paymentWebhookEvents,
  refunds,
  registrations,
  type RefundAllocation,
} from '../../db/schema/index';
import type { Executor, OrderLineRow, OrderRow } from './payments.repository';

export type RefundRow = typeof refunds.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** The line that pays for a registration's own place now (not a team's fee), with its order, locked. */
export async function findLivePersonalLine(tx: Executor, registrationId: number) {
  const [row] = await tx
    .select({ line: paymentOrderLines, order: paymentOrders })
    .from(paymentOrderLines)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentOrderLines.orderId))
    .where(
      and(eq(paymentOrderLines.registrationId, registrationId), isNull(paymentOrderLines.releasedAt), isNull(paymentOrderLines.teamId)),
    )
    .for('update', { of: paymentOrders });
  return row;
}

/** The line that pays a team's fee now, with its order, locked. */
export async function findLiveTeamLine(tx: Executor, teamId: number) {
  const [row] = await tx
    .select({ line: paymentOrderLines, order: paymentOrders })
    .from(paymentOrderLines)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentOrderLines.orderId))
    .where(and(eq(paymentOrderLines.teamId, teamId), isNull(paymentOrderLines.releasedAt)))
    .for('update', { of: paymentOrders });
  return row;
}

/** Marks a line released, once: returns the line when this call released it. */
export async function releaseLine(tx: Executor, line: Pick<OrderLineRow, 'orderId' | 'registrationId'>, now: Date) {
  const [row] = await tx
    .update(paymentOrderLines)
    .set({ releasedAt: now })
    .where(
      and(
        eq(paymentOrderLines.orderId, line.orderId),
        eq(paymentOrderLines.registrationId, line.registrationId),
        isNull(paymentOrderLines.releasedAt),
      ),
    )
    .returning();
  return row;
}

/** Takes `amountMinor` more of a line's price back: refused (undefined) when the line would go over what it cost. */
export async function claimLineRefund(tx: Executor, line: Pick<OrderLineRow, 'orderId' | 'registrationId'>, amountMinor: number) {
  const [row] = await tx
    .update(paymentOrderLines)
    .set({ refundedMinor: sql`${paymentOrderLines.refundedMinor} + ${amountMinor}` })
    .where(
      and(
        eq(paymentOrderLines.orderId, line.orderId),
        eq(paymentOrderLines.registrationId, line.registrationId),
        sql`${paymentOrderLines.refundedMinor} + ${amountMinor} <= ${paymentOrderLines.amountMinor}`,
      ),
    )
    .returning();
  return row;
}

/** Gives a refused refund's amount back to a line, and its place when the refund had released it. */
export async function unclaimLineRefund(tx: Executor, orderId: string, registrationId: number, amountMinor: number) {
  await tx
    .update(paymentOrderLines)
    .set({ refundedMinor: sql`greatest(${paymentOrderLines.refundedMinor} - ${amountMinor}, 0)` })
    .where(and(eq(paymentOrderLines.orderId, orderId), eq(paymentOrderLines.registrationId, registrationId)));
}

/** Takes `amountMinor` more of a paid order back, with one conditional UPDATE (never more than was paid). */
export async function claimOrderRefund(tx: Executor, orderId: string, amountMinor: number) {
  const [row] = await tx
    .update(paymentOrders)
    .set({
      refundedMinor: sql`${paymentOrders.refundedMinor} + ${amountMinor}`,
      status: sql`case when ${paymentOrders.refundedMinor} + ${amountMinor} = ${paymentOrders.amountMinor} then 'refunded' else 'partially_refunded' end`,
    })
    .where(
      and(
        eq(paymentOrders.id, orderId),
        inArray(paymentOrders.status, ['paid', 'partially_refunded']),
        sql`${paymentOrders.refundedMinor} + ${amountMinor} <= ${paymentOrders.amountMinor}`,
      ),
    )
    .returning();
  return row;
}

/** Gives a refused refund's amount back to its order (paid again when nothing stays refunded). */
export async function unclaimOrderRefund(tx: Executor, orderId: string, amountMinor: number) {
  await tx
    .update(paymentOrders)
    .set({
      refundedMinor: sql`greatest(${paymentOrders.refundedMinor} - ${amountMinor}, 0)`,
      status: sql`case when greatest(${paymentOrders.refundedMinor} - ${amountMinor}, 0) = 0 then 'paid' else 'partially_refunded' end`,
    })
    .where(and(eq(paymentOrders.id, orderId), inArray(paymentOrders.status, ['paid', 'partially_refunded', 'refunded'])));
}

export async function reviveLine(tx: Executor, orderId: string, registrationId: number) {
  await tx
    .update(paymentOrderLines)
    .set({ releasedAt: null })
    .where(and(eq(paymentOrderLines.orderId, orderId), eq(paymentOrderLines.registrationId, registrationId)));
}

export async function linesOfOrder(tx: Executor, orderId: string): Promise<OrderLineRow[]> {
  return tx.select().from(paymentOrderLines).where(eq(paymentOrderLines.orderId, orderId)).orderBy(asc(paymentOrderLines.registrationId));
}

export async function setOrderStatus(tx: Executor, orderId: string, from: OrderRow['status'][], status: OrderRow['status']) {
  const [row] = await tx
    .update(paymentOrders)
    .set({ status })
    .where(and(eq(paymentOrders.id, orderId), inArray(paymentOrders.status, from)))
    .returning();
  return row;
}

/** Registrations moved from one status to another (only those still in `from`); returns their ids. */
export async function moveRegistrations(tx: Executor, ids: number[], from: string[], status: 'confirmed' | 'withdrawn') {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(registrations)
    .set({ status })
    .where(and(inArray(registrations.id, ids), inArray(registrations.status, from as never[])))
    .returning({ id: registrations.id });
  return rows.map((row) => row.id);
}

/** A team's registrations in the given statuses. */
export async function teamRegistrationIds(tx: Executor, teamId: number, statuses: string[]): Promise<number[]> {
  const rows = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.teamId, teamId), inArray(registrations.status, statuses as never[])));
  return rows.map((row) => row.id);
}

export async function countActiveTeamMembers(tx: Executor, teamId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(registrations)
    .where(and(eq(registrations.teamId, teamId), ne(registrations.status, 'withdrawn')));
  return row?.count ?? 0;
}

export async function findRegistrationRow(tx: Executor, registrationId: number) {
  const [row] = await tx.select().from(registrations).where(eq(registrations.id, registrationId));
  return row;
}

export async function capturedPaymentOf(tx: Executor, orderId: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured')));
  return row;
}

export async function findPaymentByProviderId(tx: Executor, provider: string, providerPaymentId: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider as never), eq(payments.providerPaymentId, providerPaymentId)));
  return row;
}

export async function insertRefund(
  tx: Executor,
  values: Omit<typeof refunds.$inferInsert, 'id' | 'allocation'> & { allocation?: RefundAllocation },
): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row!;
}

export async function findRefundByProviderId(tx: Executor, providerRefundId: string) {
  const [row] = await tx.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId)).for('update');
  return row;
}

export async function findRefundById(tx: Executor, refundId: number) {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  return row;
}

/** Refunds of a payment still on their way (claimed by a sender, no provider id yet). */
export async function countRefundsInFlight(tx: Executor, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, ['pending', 'sending']), isNull(refunds.providerRefundId)));
  return row?.count ?? 0;
}

/**
 * Claims the refunds due to be sent (queued and due, or claimed by a sender that died): each is
 * marked `sending` until `claimedUntil` by one UPDATE, so two senders (a request and the minute
 * job, or two replicas) never send the same refund at once.
 */
export async function claimDueRefunds(tx: Executor, provider: string, now: Date, claimedUntil: Date, only?: number[]) {
  const due = tx
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(payments.provider, provider as never),
        isNull(refunds.providerRefundId),
        or(
          and(eq(refunds.status, 'pending'), or(isNull(refunds.nextAttemptAt), sql`${refunds.nextAttemptAt} <= ${now.toISOString()}`)),
          and(eq(refunds.status, 'sending'), sql`${refunds.claimedUntil} < ${now.toISOString()}`),
        ),
        only ? inArray(refunds.id, only) : undefined,
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(50);
  return tx
    .update(refunds)
    .set({ status: 'sending', attempts: sql`${refunds.attempts} + 1`, claimedUntil })
    .where(
      and(
        inArray(refunds.id, due),
        or(eq(refunds.status, 'pending'), and(eq(refunds.status, 'sending'), sql`${refunds.claimedUntil} < ${now.toISOString()}`)),
      ),
    )
    .returning();
}

export async function updateClaimedRefund(tx: Executor, refundId: number, set: Partial<typeof refunds.$inferInsert>) {
  const [row] = await tx
    .update(refunds)
    .set(set)
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'sending')))
    .returning();
  return row;
}

export async function updateRefund(tx: Executor, refundId: number, from: RefundRow['status'][], set: Partial<typeof refunds.$inferInsert>) {
  const [row] = await tx
    .update(refunds)
    .set(set)
    .where(and(eq(refunds.id, refundId), inArray(refunds.status, from)))
    .returning();
  return row;
}

export async function paymentById(tx: Executor, paymentId: number) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

export async function refundsOfOrders(tx: Executor, orderIds: string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return tx.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(asc(refunds.id));
}

export async function deferEvent(tx: Executor, provider: string, eventId: string, event: Record<string, unknown>, now: Date) {
  await tx
    .insert(paymentDeferredEvents)
    .values({ provider, eventId, event, receivedAt: now })
    .onConflictDoUpdate({
      target: [paymentDeferredEvents.provider, paymentDeferredEvents.eventId],
      set: { attempts: sql`${paymentDeferredEvents.attempts} + 1` },
    });
}

/** Deferred events to try again: the least-tried first, so a pile that never applies cannot crowd out new ones. */
export async function listDeferredEvents(tx: Executor, provider: string) {
  return tx
    .select()
    .from(paymentDeferredEvents)
    .where(eq(paymentDeferredEvents.provider, provider))
    .orderBy(asc(paymentDeferredEvents.attempts), asc(paymentDeferredEvents.receivedAt))
    .limit(100);
}

/** Deferred events older than `before` (about payments Podium never saw: another app on the same account): dropped. */
export async function dropStaleDeferredEvents(tx: Executor, provider: string, before: Date) {
  return tx
    .delete(paymentDeferredEvents)
    .where(and(eq(paymentDeferredEvents.provider, provider), sql`${paymentDeferredEvents.receivedAt} < ${before.toISOString()}`))
    .returning({ eventId: paymentDeferredEvents.eventId });
}

/**
 * A refund recorded from a charge's refunded total alone (Stripe without its refund list) that has
 * this amount: the refund that total stood for, now reported with its own id.
 */
export async function findRefundRecordedFromTotal(tx: Executor, paymentId: number, providerPaymentId: string, amountMinor: number) {
  const [row] = await tx
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.paymentId, paymentId),
        eq(refunds.amountMinor, amountMinor),
        sql`starts_with(${refunds.providerRefundId}, ${`${providerPaymentId}:refunded:`})`,
      ),
    )
    .for('update');
  return row;
}

export async function dropDeferredEvent(tx: Executor, provider: string, eventId: string) {
  await tx
    .delete(paymentDeferredEvents)
    .where(and(eq(paymentDeferredEvents.provider, provider), eq(paymentDeferredEvents.eventId, eventId)));
}

/** A member's orders still waiting for payment, and how many they started in the last hour (order-flood limits). */
export async function countRecentOrders(tx: Executor, tenantId: number, userId: number, since: Date) {
  const [row] = await tx
    .select({
      open: sql<number>`count(*) filter (where ${paymentOrders.status} = 'pending')::int`,
      recent: sql<number>`count(*) filter (where ${paymentOrders.createdAt} >= ${since.toISOString()})::int`,
    })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.tenantId, tenantId), eq(paymentOrders.userId, userId)));
  return { open: row?.open ?? 0, recent: row?.recent ?? 0 };
}

/** What the provider holds as refunded on a payment, as far as Podium knows: refunds it has an id for, not failed. */
export async function sumRefundsAtProvider(tx: Executor, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'failed'), isNotNull(refunds.providerRefundId)));
  return Number(row?.total ?? 0);
}

/** Serialises one member's order-making for the rest of the transaction (the order-flood counts stay true). */
export async function lockMemberOrders(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(28028, ${userId})`);
}

/**
 * Records a captured payment once per provider payment id: undefined when it was already recorded
 * (a redelivered webhook or a second return finds it and changes nothing).
 */
export async function insertPaymentOnce(
  tx: Executor,
  values: Pick<
    typeof payments.$inferInsert,
    'orderId' | 'provider' | 'providerPaymentId' | 'amountMinor' | 'currency' | 'status' | 'capturedAt'
  >,
): Promise<{ id: number } | undefined> {
  const [inserted] = await tx.insert(payments).values(values).onConflictDoNothing().returning({ id: payments.id });
  return inserted;
}

/** Notes a webhook event as received, once: false when it was already (a redelivery). */
export async function recordWebhookEventOnce(tx: Executor, provider: string, eventId: string, receivedAt: Date): Promise<boolean> {
  const [fresh] = await tx.insert(paymentWebhookEvents).values({ provider, eventId, receivedAt }).onConflictDoNothing().returning();
  return fresh !== undefined;
}

/** Pending orders whose hold has ended by `now`. */
export function listOrdersPastHold(tx: Executor, now: Date) {
  return tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, 'pending'), sql`${paymentOrders.expiresAt} <= ${now.toISOString()}`));
}
