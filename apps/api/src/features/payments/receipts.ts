import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import {
  events,
  eventSportCategories,
  sportCategories,
  sports,
  tenantPaymentSettings,
  tenants,
  users,
  paymentOrders,
} from '../../db/schema/index';
import { orderLines } from './payments.repository';
import { formatReceiptNumber } from './payments.presenter';
import { renderReceiptPdf } from './receipt-pdf';

/** The PDF receipt of a paid (or since refunded) order. */
export async function buildReceipt(deps: AppContext, order: typeof paymentOrders.$inferSelect): Promise<{ fileName: string; pdf: Buffer }> {
  const lines = await orderLines(deps.db, order.id);
  const labels = await deps.db
    .select({ id: eventSportCategories.id, sport: sports.name, category: sportCategories.name })
    .from(eventSportCategories)
    .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
    .innerJoin(sportCategories, eq(sportCategories.id, eventSportCategories.sportCategoryId))
    .where(
      inArray(
        eventSportCategories.id,
        lines.map((line) => line.eventSportCategoryId),
      ),
    );
  const [context] = await deps.db
    .select({ tenantName: tenants.name, eventName: events.name, memberName: users.name, settings: tenantPaymentSettings })
    .from(tenants)
    .innerJoin(events, and(eq(events.id, order.eventId), eq(events.tenantId, tenants.id)))
    .innerJoin(users, eq(users.id, order.userId))
    .leftJoin(tenantPaymentSettings, eq(tenantPaymentSettings.tenantId, tenants.id))
    .where(eq(tenants.id, order.tenantId));
  const receiptNumber = formatReceiptNumber(order.receiptNumber ?? 0);
  const pdf = await renderReceiptPdf({
    receiptNumber,
    tenantName: context!.tenantName,
    legalName: context!.settings?.legalName ?? null,
    gstin: context!.settings?.gstin ?? null,
    taxRateBasisPoints: context!.settings?.taxRateBasisPoints ?? 0,
    memberName: context!.memberName ?? '',
    eventName: context!.eventName,
    paidAt: order.paidAt ?? order.createdAt,
    currency: order.currency,
    lines: lines.map((line) => {
      const label = labels.find((candidate) => candidate.id === line.eventSportCategoryId);
      return { label: label ? `${label.sport} · ${label.category}` : 'Registration', amountMinor: line.amountMinor };
    }),
    totalMinor: order.amountMinor,
    refundedMinor: order.refundedMinor,
    orderId: order.id,
  });
  return { fileName: `receipt-${receiptNumber}.pdf`, pdf };
}

/**
 * Emails the receipt of a freshly paid order (PDF attached) through the app's mailer, in the
 * background: a mail problem never fails a payment; the receipt stays downloadable on /my-events.
 */
export function emailReceiptInBackground(deps: AppContext, orderId: string): void {
  void (async () => {
    const [row] = await deps.db
      .select({ order: paymentOrders, email: users.email, name: users.name })
      .from(paymentOrders)
      .innerJoin(users, eq(users.id, paymentOrders.userId))
      .where(eq(paymentOrders.id, orderId));
    if (!row?.email || row.order.receiptNumber === null) return;
    const { fileName, pdf } = await buildReceipt(deps, row.order);
    const number = formatReceiptNumber(row.order.receiptNumber);
    const text = `Thank you: we received your payment. Your receipt ${number} is attached; you can download it again from My registrations.`;
    await deps.mailer.send({
      to: row.email,
      toName: row.name ?? undefined,
      subject: `Payment received: receipt ${number}`,
      text,
      html: `<p>${text}</p>`,
      attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
    });
  })().catch(() => {
    // Not logged (AppContext carries no logger yet; see the issue-15 report): the payment stands
    // and the receipt stays downloadable from /my-events.
  });
}
