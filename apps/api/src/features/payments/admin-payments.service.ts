import type { CategoryFee, PaymentSettings } from '@podium/contracts/payments/order';
import { refundsOfOrders, type RefundRow } from './payment-lines.repository';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { writeAuditEntry, type AuditActor } from '../../platform/audit/write-audit-entry';
import { findCategoryOfTenant, summariseOrders } from './admin-payment-setup';
import {
  deleteCategoryFee,
  findCategoryLabels,
  listTenantOrderLines,
  listTenantOrders,
  upsertCategoryFee,
  upsertPaymentSettings,
  type OrderFilters,
  type OrderLineRow,
  type TenantOrderRow,
} from './payments.repository';

/** What the console's payment settings need: the database and the clock of the audit rows. */
export interface AdminPaymentsDeps {
  db: Database;
  clock: Clock;
}

/** An order of the console's list: the order, its lines (with their categories' names), the member's and the event's names. */
export type AdminOrderRecord = TenantOrderRow & { lines: OrderLineRow[]; refunds: RefundRow[]; categoryLabels: Map<number, string> };

/** The tenant's orders matching the filters, newest first (the latest 1000), each with its lines. */
export async function listAdminOrders(db: Database, tenantId: number, filters: OrderFilters): Promise<AdminOrderRecord[]> {
  const rows = await listTenantOrders(db, tenantId, filters);
  // Only the listed orders' lines (it read every line of the tenant before).
  const lines = await listTenantOrderLines(
    db,
    tenantId,
    rows.map((row) => row.order.id),
  );
  // The refunds of orders already read in this tenant (their ids come from the tenant's own list).
  const refunds = await refundsOfOrders(
    db,
    rows.map((row) => row.order.id),
  );
  // Each line's "Sport · Category", so the console says what was refunded of which category.
  const categoryLabels = await findCategoryLabels(db, [...new Set(lines.map((line) => line.eventSportCategoryId))]);
  return rows.map((row) => ({
    ...row,
    lines: lines.filter((line) => line.orderId === row.order.id),
    refunds: refunds.filter((refund) => refund.orderId === row.order.id),
    categoryLabels,
  }));
}

/** The listed orders and the totals of those that took money (per currency, event and category). */
export async function listAdminOrdersWithTotals(db: Database, tenantId: number, filters: OrderFilters) {
  const orders = await listAdminOrders(db, tenantId, filters);
  const totals = await summariseOrders(
    db,
    orders.map(({ order, eventName }) => ({
      orderId: order.id,
      eventId: order.eventId,
      eventName,
      currency: order.currency,
      status: order.status,
      amount: order.amountMinor,
      refunded: order.refundedMinor,
    })),
  );
  return { orders, ...totals };
}

/** Sets the entry fee of one of the tenant's event sport categories, with its audit row in the same transaction. */
export async function setCategoryFee(
  deps: AdminPaymentsDeps,
  actor: AuditActor,
  eventSportCategoryId: number,
  fee: CategoryFee,
): Promise<CategoryFee> {
  const esc = await findCategoryOfTenant(deps.db, actor.tenantId, eventSportCategoryId);
  const values = {
    amountMinor: fee.amount,
    currency: fee.currency,
    chargedPer: fee.chargedPer,
    earlyBirdAmountMinor: fee.earlyBirdAmount,
    earlyBirdUntil: fee.earlyBirdUntil ? new Date(fee.earlyBirdUntil) : null,
  };
  await deps.db.transaction(async (tx) => {
    await upsertCategoryFee(tx, actor.tenantId, esc.id, values);
    await writeAuditEntry(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      action: 'category-fee.set',
      entity: 'event_sport_category',
      entityId: esc.id,
      before: null,
      after: fee,
      at: deps.clock.now(),
    });
  });
  return fee;
}

/**
 * Makes one of the tenant's categories free again (orders already made keep their amount).
 * Idempotent: a category that is already free stays free, with nothing to audit.
 */
export async function removeCategoryFee(deps: AdminPaymentsDeps, actor: AuditActor, eventSportCategoryId: number): Promise<void> {
  const esc = await findCategoryOfTenant(deps.db, actor.tenantId, eventSportCategoryId);
  await deps.db.transaction(async (tx) => {
    const removed = await deleteCategoryFee(tx, esc.id);
    if (!removed) return;
    await writeAuditEntry(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      action: 'category-fee.removed',
      entity: 'event_sport_category',
      entityId: removed.eventSportCategoryId,
      before: { amount: removed.amountMinor, currency: removed.currency },
      after: null,
      at: deps.clock.now(),
    });
  });
}

/** Saves the tenant's refund policy and receipt fields, with the audit row in the same transaction. */
export async function savePaymentSettings(deps: AdminPaymentsDeps, actor: AuditActor, settings: PaymentSettings): Promise<PaymentSettings> {
  const values = {
    legalName: settings.legalName,
    gstin: settings.gstin,
    taxRateBasisPoints: settings.taxRateBasisPoints,
    refundPolicy: settings.refundPolicy,
    refundFeeMinor: settings.refundFee,
  };
  await deps.db.transaction(async (tx) => {
    await upsertPaymentSettings(tx, actor.tenantId, values);
    await writeAuditEntry(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      action: 'payment-settings.updated',
      entity: 'tenant',
      entityId: actor.tenantId,
      before: null,
      after: settings,
      at: deps.clock.now(),
    });
  });
  return settings;
}
