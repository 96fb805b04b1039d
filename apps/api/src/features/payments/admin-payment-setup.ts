import type { CategoryFee, PaymentSettings } from '@podium/contracts/payments/order';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import {
  findCategoryIdOfTenant,
  findEventIdOfTenant,
  findTenantPaymentSettings,
  listCategoriesWithFees,
  listOrderLinesWithNames,
  type CategoryFeeRow,
} from './payments.repository';

/** Statuses of an order that took money (the rest never charged anything). */
const CHARGED = new Set(['paid', 'refunded', 'partially_refunded']);

/** An event sport category of one of the tenant's events, or 404 (another tenant's id is not found here). */
export async function findCategoryOfTenant(db: Database, tenantId: number, eventSportCategoryId: number) {
  const esc = await findCategoryIdOfTenant(db, tenantId, eventSportCategoryId);
  if (!esc) throw new DomainError('NOT_FOUND', 'This category was not found on this site.');
  return esc;
}

/** Each category of one of the tenant's events with its fee, for the console's fee editor. */
export async function listCategoryFees(db: Database, tenantId: number, eventId: number) {
  const event = await findEventIdOfTenant(db, tenantId, eventId);
  if (!event) throw new DomainError('NOT_FOUND', 'This event was not found on this site.');
  const rows = await listCategoriesWithFees(db, event.id);
  return rows.map((row) => ({
    eventSportCategoryId: row.id,
    label: `${row.sportName} · ${row.categoryName}`,
    fee: row.fee ? presentFee(row.fee) : null,
  }));
}

export function presentFee(fee: CategoryFeeRow): CategoryFee {
  return {
    amount: fee.amountMinor,
    currency: fee.currency,
    chargedPer: fee.chargedPer,
    earlyBirdAmount: fee.earlyBirdAmountMinor,
    earlyBirdUntil: fee.earlyBirdUntil?.toISOString() ?? null,
  };
}

/** The tenant's refund policy and receipt fields; the defaults until an admin saves them. */
export async function readPaymentSettings(db: Database, tenantId: number): Promise<PaymentSettings> {
  const row = await findTenantPaymentSettings(db, tenantId);
  return {
    legalName: row?.legalName ?? null,
    gstin: row?.gstin ?? null,
    taxRateBasisPoints: row?.taxRateBasisPoints ?? 0,
    refundPolicy: row?.refundPolicy ?? 'full',
    refundFee: row?.refundFeeMinor ?? 0,
  };
}

type ListedOrder = {
  orderId: string;
  eventId: number;
  eventName: string;
  currency: string;
  status: string;
  amount: number;
  refunded: number;
};

/** Totals of the orders that took money: per currency, per event, and per category (from their lines). */
export async function summariseOrders(db: Database, orders: ListedOrder[]) {
  const charged = orders.filter((order) => CHARGED.has(order.status));
  const byCurrency = new Map<string, { currency: string; paid: number; refunded: number }>();
  const byEvent = new Map<
    string,
    { eventId: number; eventName: string; currency: string; orders: number; paid: number; refunded: number }
  >();
  for (const order of charged) {
    const currency = byCurrency.get(order.currency) ?? { currency: order.currency, paid: 0, refunded: 0 };
    currency.paid += order.amount;
    currency.refunded += order.refunded;
    byCurrency.set(order.currency, currency);
    const key = `${order.eventId}:${order.currency}`;
    const event = byEvent.get(key) ?? {
      eventId: order.eventId,
      eventName: order.eventName,
      currency: order.currency,
      orders: 0,
      paid: 0,
      refunded: 0,
    };
    event.orders += 1;
    event.paid += order.amount;
    event.refunded += order.refunded;
    byEvent.set(key, event);
  }
  const currencyOf = new Map(charged.map((order) => [order.orderId, { currency: order.currency, eventId: order.eventId }]));
  const lines = charged.length === 0 ? [] : await listOrderLinesWithNames(db, [...currencyOf.keys()]);
  const byCategory = new Map<
    string,
    { eventId: number; eventSportCategoryId: number; label: string; currency: string; places: number; paid: number; refunded: number }
  >();
  for (const line of lines) {
    const order = currencyOf.get(line.orderId)!;
    const key = `${line.eventSportCategoryId}:${order.currency}`;
    const category = byCategory.get(key) ?? {
      eventId: order.eventId,
      eventSportCategoryId: line.eventSportCategoryId,
      label: `${line.sportName} · ${line.categoryName}`,
      currency: order.currency,
      places: 0,
      paid: 0,
      refunded: 0,
    };
    category.places += 1;
    category.paid += line.amountMinor;
    category.refunded += line.refundedMinor;
    byCategory.set(key, category);
  }
  return {
    totals: [...byCurrency.values()],
    totalsByEvent: [...byEvent.values()],
    totalsByCategory: [...byCategory.values()].sort((a, b) => a.eventId - b.eventId || a.label.localeCompare(b.label)),
  };
}
