import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categoryFees, paymentOrderLines, paymentOrders, receiptCounters, registrations, type OrderStatus } from '../../db/schema/index';

/** A database or a transaction handle. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export async function findFees(db: Executor, eventSportCategoryIds: number[]) {
  if (eventSportCategoryIds.length === 0) return [];
  return db.select().from(categoryFees).where(inArray(categoryFees.eventSportCategoryId, eventSportCategoryIds));
}

export async function findOrder(db: Executor, orderId: string) {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  return row;
}

export async function findOrderByProviderOrder(db: Executor, provider: string, providerOrderId: string) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider as never), eq(paymentOrders.providerOrderId, providerOrderId)))
    .for('update');
  return row;
}

export async function orderLines(db: Executor, orderId: string) {
  return db.select().from(paymentOrderLines).where(eq(paymentOrderLines.orderId, orderId));
}

/**
 * The one way an order changes state: `UPDATE … WHERE status IN (from)`, so two racing webhooks,
 * the expiry job and a refund cannot both win. Returns the row when this call made the change.
 */
export async function transitionOrder(db: Executor, orderId: string, from: OrderStatus[], set: Partial<typeof paymentOrders.$inferInsert>) {
  const [row] = await db
    .update(paymentOrders)
    .set(set)
    .where(and(eq(paymentOrders.id, orderId), inArray(paymentOrders.status, from)))
    .returning();
  return row;
}

/** Sets the order's held registrations to `status` (confirmed when paid, withdrawn when released). */
export async function setHeldRegistrations(db: Executor, orderId: string, from: string[], status: 'confirmed' | 'withdrawn') {
  const ids = (await orderLines(db, orderId)).map((line) => line.registrationId);
  if (ids.length === 0) return;
  await db
    .update(registrations)
    .set({ status })
    .where(and(inArray(registrations.id, ids), inArray(registrations.status, from as never[])));
}

/** The tenant's next receipt number: one upsert in the paying transaction, so numbers have no gaps. */
export async function claimReceiptNumber(db: Executor, tenantId: number): Promise<number> {
  const [row] = await db
    .insert(receiptCounters)
    .values({ tenantId, lastNumber: 1 })
    .onConflictDoUpdate({ target: receiptCounters.tenantId, set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` } })
    .returning({ lastNumber: receiptCounters.lastNumber });
  return row!.lastNumber;
}
