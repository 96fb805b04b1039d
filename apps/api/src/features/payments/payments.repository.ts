import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminOrdersQuerySchema } from '@podium/contracts/payments/order';
import type { Database } from '../../db/client';
import { withSportAndCategory } from '../../db/event-sport-category-join';
import {
  categoryFees,
  events,
  eventSportCategories,
  paymentOrderLines,
  paymentOrders,
  receiptCounters,
  sportCategories,
  sports,
  tenantPaymentSettings,
  tenants,
  users,
  type OrderStatus,
} from '../../db/schema/index';

/** A database or a transaction handle. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type OrderRow = typeof paymentOrders.$inferSelect;
export type OrderLineRow = typeof paymentOrderLines.$inferSelect;
export type CategoryFeeRow = typeof categoryFees.$inferSelect;

export async function findFees(db: Executor, eventSportCategoryIds: number[]) {
  if (eventSportCategoryIds.length === 0) return [];
  return db.select().from(categoryFees).where(inArray(categoryFees.eventSportCategoryId, eventSportCategoryIds));
}

export async function findOrder(db: Executor, orderId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  const [row] = options.lock ? await query.for('update') : await query;
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

/**
 * Notes a failed payment attempt on a pending order. 'first' when the order had none before (claimed
 * in the UPDATE itself, so two failures arriving together cannot both be first), 'again' after that,
 * null when the order is no longer pending.
 */
export async function markAttemptFailed(db: Executor, orderId: string, now: Date): Promise<'first' | 'again' | null> {
  const pending = and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'pending'));
  const [first] = await db
    .update(paymentOrders)
    .set({ lastAttemptFailedAt: now })
    .where(and(pending, isNull(paymentOrders.lastAttemptFailedAt)))
    .returning({ id: paymentOrders.id });
  if (first) return 'first';
  const [again] = await db.update(paymentOrders).set({ lastAttemptFailedAt: now }).where(pending).returning({ id: paymentOrders.id });
  return again ? 'again' : null;
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

/** A member's orders in this tenant, newest first (the latest 200). */
export async function listUserOrders(db: Executor, tenantId: number, userId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.tenantId, tenantId)))
    .orderBy(desc(paymentOrders.createdAt))
    .limit(200);
}

/** The lines of the given orders (ids the caller read in its tenant); none for no order. */
export async function listLinesOfOrders(db: Executor, orderIds: string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(paymentOrderLines).where(inArray(paymentOrderLines.orderId, orderIds));
}

/** The tenant's saved refund policy and receipt fields, or undefined until an admin saves them. */
export async function findTenantPaymentSettings(db: Executor, tenantId: number) {
  const [settings] = await db.select().from(tenantPaymentSettings).where(eq(tenantPaymentSettings.tenantId, tenantId));
  return settings;
}
export type TenantPaymentSettingsRow = NonNullable<Awaited<ReturnType<typeof findTenantPaymentSettings>>>;

/** The console's order filters (status, event, created from/to, whole days in UTC). */
export type OrderFilters = z.infer<typeof adminOrdersQuerySchema>;

/** The tenant's orders matching the filters, newest first (the latest 1000), with the member's and the event's names. */
export async function listTenantOrders(db: Executor, tenantId: number, filters: OrderFilters) {
  return db
    .select({ order: paymentOrders, memberName: users.name, eventName: events.name })
    .from(paymentOrders)
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .innerJoin(events, eq(events.id, paymentOrders.eventId))
    .where(
      and(
        eq(paymentOrders.tenantId, tenantId),
        filters.status ? eq(paymentOrders.status, filters.status) : undefined,
        filters.eventId ? eq(paymentOrders.eventId, filters.eventId) : undefined,
        filters.from ? gte(paymentOrders.createdAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
        filters.to ? lt(paymentOrders.createdAt, new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + 86_400_000)) : undefined,
      ),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1000);
}
export type TenantOrderRow = Awaited<ReturnType<typeof listTenantOrders>>[number];

/** The lines of the given orders of the tenant (only those orders' lines); none for no order. */
export async function listTenantOrderLines(db: Executor, tenantId: number, orderIds: string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select()
    .from(paymentOrderLines)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentOrderLines.orderId))
    .where(and(eq(paymentOrders.tenantId, tenantId), inArray(paymentOrderLines.orderId, orderIds)));
  return rows.map((row) => row.payment_order_lines);
}

type CategoryFeeValues = Omit<typeof categoryFees.$inferInsert, 'eventSportCategoryId' | 'tenantId'>;

/** Sets a category's fee: one `INSERT ... ON CONFLICT DO UPDATE` on the category. */
export async function upsertCategoryFee(
  db: Executor,
  tenantId: number,
  eventSportCategoryId: number,
  values: CategoryFeeValues,
): Promise<void> {
  await db
    .insert(categoryFees)
    .values({ eventSportCategoryId, tenantId, ...values })
    .onConflictDoUpdate({ target: categoryFees.eventSportCategoryId, set: values });
}

/** Removes a category's fee; returns the removed fee, or undefined when the category was already free. */
export async function deleteCategoryFee(db: Executor, eventSportCategoryId: number) {
  const [removed] = await db.delete(categoryFees).where(eq(categoryFees.eventSportCategoryId, eventSportCategoryId)).returning();
  return removed;
}

type PaymentSettingsValues = Omit<typeof tenantPaymentSettings.$inferInsert, 'tenantId'>;

/** Saves the tenant's refund policy and receipt fields: one `INSERT ... ON CONFLICT DO UPDATE` on the tenant. */
export async function upsertPaymentSettings(db: Executor, tenantId: number, values: PaymentSettingsValues): Promise<void> {
  await db
    .insert(tenantPaymentSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: tenantPaymentSettings.tenantId, set: values });
}

/** "Sport · Category" of each category an order's lines pay for (receipts and credit notes). */
export async function findCategoryLabels(db: Executor, eventSportCategoryIds: number[]): Promise<Map<number, string>> {
  if (eventSportCategoryIds.length === 0) return new Map();
  const rows = await db
    .select({ id: eventSportCategories.id, sport: sports.name, category: sportCategories.name })
    .from(eventSportCategories)
    .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
    .innerJoin(sportCategories, eq(sportCategories.id, eventSportCategories.sportCategoryId))
    .where(inArray(eventSportCategories.id, eventSportCategoryIds));
  return new Map(rows.map((row) => [row.id, `${row.sport} · ${row.category}`]));
}

/** Who issues and who receives an order's documents: the tenant (with its receipt fields), the event, the member. */
export async function findReceiptParties(db: Executor, order: OrderRow) {
  const [parties] = await db
    .select({ tenantName: tenants.name, eventName: events.name, memberName: users.name, settings: tenantPaymentSettings })
    .from(tenants)
    .innerJoin(events, and(eq(events.id, order.eventId), eq(events.tenantId, tenants.id)))
    .innerJoin(users, eq(users.id, order.userId))
    .leftJoin(tenantPaymentSettings, eq(tenantPaymentSettings.tenantId, tenants.id))
    .where(eq(tenants.id, order.tenantId));
  return parties;
}

/** An order with its member's email and name (the receipt mail's recipient). */
export async function findOrderWithMember(db: Executor, orderId: string) {
  const [row] = await db
    .select({ order: paymentOrders, email: users.email, name: users.name })
    .from(paymentOrders)
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .where(eq(paymentOrders.id, orderId));
  return row;
}

/**
 * Pending orders at `provider` older than `createdBefore`, longest unasked first (never asked
 * before all), so a flood of junk orders cannot keep a real order whose webhook was lost from being
 * asked about: each run moves on to the next ones.
 */
export function listOrdersToReconcile(db: Executor, provider: OrderRow['provider'], createdBefore: Date, limit: number) {
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, 'pending'),
        eq(paymentOrders.provider, provider),
        isNotNull(paymentOrders.providerOrderId),
        sql`${paymentOrders.createdAt} <= ${createdBefore.toISOString()}`,
      ),
    )
    .orderBy(sql`${paymentOrders.reconciledAt} asc nulls first`, asc(paymentOrders.createdAt))
    .limit(limit);
}

/** Notes that the provider was asked about the order now. */
export async function markOrderReconciled(db: Executor, orderId: string, at: Date): Promise<void> {
  await db.update(paymentOrders).set({ reconciledAt: at }).where(eq(paymentOrders.id, orderId));
}

/** Writes a pending order and its lines (inside the registration's transaction); returns the order id. */
export async function insertPendingOrder(
  tx: Executor,
  order: Pick<
    typeof paymentOrders.$inferInsert,
    'tenantId' | 'userId' | 'eventId' | 'amountMinor' | 'currency' | 'provider' | 'expiresAt' | 'createdAt'
  >,
  lines: Array<Omit<typeof paymentOrderLines.$inferInsert, 'orderId'>>,
): Promise<string> {
  const [row] = await tx.insert(paymentOrders).values(order).returning({ id: paymentOrders.id });
  await tx.insert(paymentOrderLines).values(lines.map((line) => ({ ...line, orderId: row!.id })));
  return row!.id;
}

/** Stores the provider's order only where none is yet, so a retry or a race never keeps a second one. */
export async function setProviderOrderIfNone(
  db: Executor,
  orderId: string,
  providerOrder: { providerOrderId: string; checkout: OrderRow['checkout'] },
): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ providerOrderId: providerOrder.providerOrderId, checkout: providerOrder.checkout })
    .where(and(eq(paymentOrders.id, orderId), isNull(paymentOrders.providerOrderId)));
}

/** The id of an event sport category of one of the tenant's events, or undefined (another tenant's id is not found). */
export async function findCategoryIdOfTenant(db: Executor, tenantId: number, eventSportCategoryId: number) {
  const [esc] = await db
    .select({ id: eventSportCategories.id })
    .from(eventSportCategories)
    .innerJoin(events, eq(events.id, eventSportCategories.eventId))
    .where(and(eq(eventSportCategories.id, eventSportCategoryId), eq(events.tenantId, tenantId)));
  return esc;
}

/** The id of one of the tenant's events, or undefined. */
export async function findEventIdOfTenant(db: Executor, tenantId: number, eventId: number) {
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.tenantId, tenantId)));
  return event;
}

/** Each category of the event with its sport and category names and its fee (null when free). */
export function listCategoriesWithFees(db: Executor, eventId: number) {
  return db
    .select({ id: eventSportCategories.id, sportName: sports.name, categoryName: sportCategories.name, fee: categoryFees })
    .from(eventSportCategories)
    .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
    .innerJoin(sportCategories, eq(sportCategories.id, eventSportCategories.sportCategoryId))
    .leftJoin(categoryFees, eq(categoryFees.eventSportCategoryId, eventSportCategories.id))
    .where(eq(eventSportCategories.eventId, eventId))
    .orderBy(asc(sports.name), asc(sportCategories.name));
}

/** The lines of the orders with their sport and category names (for the console's totals). */
export function listOrderLinesWithNames(db: Executor, orderIds: string[]) {
  return withSportAndCategory(
    db
      .select({
        orderId: paymentOrderLines.orderId,
        eventSportCategoryId: paymentOrderLines.eventSportCategoryId,
        amountMinor: paymentOrderLines.amountMinor,
        refundedMinor: paymentOrderLines.refundedMinor,
        sportName: sports.name,
        categoryName: sportCategories.name,
      })
      .from(paymentOrderLines)
      .$dynamic(),
    paymentOrderLines.eventSportCategoryId,
  ).where(inArray(paymentOrderLines.orderId, orderIds));
}
