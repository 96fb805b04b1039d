import type { AppContext } from '../../app-context';
import type { paymentOrders, RefundAllocation } from '../../db/schema/index';
import { findCategoryLabels, findOrderWithMember, findReceiptParties, orderLines, type OrderRow } from './payments.repository';
import { formatReceiptNumber } from './payments.presenter';
import { loadDocumentBrand } from '../tenants';
import { renderCreditNotePdf, renderReceiptPdf, type DocumentIssuer } from './receipt-pdf';

/** The tenant, event and member an order's documents name (the order's own tenant and event: never another's), and the tax rate. */
async function issuerOf(deps: AppContext, order: OrderRow): Promise<DocumentIssuer & { taxRateBasisPoints: number }> {
  const parties = await findReceiptParties(deps.db, order);
  return {
    brand: await loadDocumentBrand(deps, order.tenantId),
    tenantName: parties!.tenantName,
    legalName: parties!.settings?.legalName ?? null,
    gstin: parties!.settings?.gstin ?? null,
    memberName: parties!.memberName ?? '',
    eventName: parties!.eventName,
    taxRateBasisPoints: parties!.settings?.taxRateBasisPoints ?? 0,
  };
}

/** The order's lines with the "Sport · Category" each pays for. */
export async function labelledLines(deps: AppContext, orderId: string) {
  const lines = await orderLines(deps.db, orderId);
  const labels = await findCategoryLabels(
    deps.db,
    lines.map((line) => line.eventSportCategoryId),
  );
  return lines.map((line) => ({ ...line, label: labels.get(line.eventSportCategoryId) ?? 'Registration' }));
}

/** The PDF receipt of a paid (or since refunded) order. */
export async function buildReceipt(deps: AppContext, order: typeof paymentOrders.$inferSelect): Promise<{ fileName: string; pdf: Buffer }> {
  const lines = await labelledLines(deps, order.id);
  const receiptNumber = formatReceiptNumber(order.receiptNumber ?? 0);
  const pdf = await renderReceiptPdf({
    receiptNumber,
    ...(await issuerOf(deps, order)),
    paidAt: order.paidAt ?? order.createdAt,
    currency: order.currency,
    lines: lines.map((line) => ({ label: line.label, amountMinor: line.amountMinor })),
    totalMinor: order.amountMinor,
    refundedMinor: order.refundedMinor,
    orderId: order.id,
  });
  return { fileName: `receipt-${receiptNumber}.pdf`, pdf };
}

/**
 * The credit note of one refund (issue 30): what went back, line by line, against which receipt.
 * Numbered after the receipt and the refund's place among the order's refunds (R-000012-C1, -C2).
 */
export async function buildCreditNote(
  deps: AppContext,
  order: OrderRow,
  refund: { id: number; amountMinor: number; reason: string; createdAt: Date; status: string; allocation: RefundAllocation },
  ordinal: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const labelOfRegistration = new Map((await labelledLines(deps, order.id)).map((line) => [line.registrationId, line.label]));
  const receiptNumber = formatReceiptNumber(order.receiptNumber ?? 0);
  const creditNoteNumber = `${receiptNumber}-C${ordinal}`;
  const allocated = refund.allocation.filter((part) => part.amountMinor > 0);
  const pdf = await renderCreditNotePdf({
    creditNoteNumber,
    receiptNumber,
    ...(await issuerOf(deps, order)),
    issuedAt: refund.createdAt,
    currency: order.currency,
    // A refund made in the provider's dashboard names no lines: it credits the order as a whole.
    lines:
      allocated.length > 0
        ? allocated.map((part) => ({
            label: labelOfRegistration.get(part.registrationId) ?? 'Registration',
            amountMinor: part.amountMinor,
          }))
        : [{ label: 'Refund', amountMinor: refund.amountMinor }],
    totalMinor: refund.amountMinor,
    reason: refund.reason,
    isSettled: refund.status === 'processed',
    orderId: order.id,
  });
  return { fileName: `credit-note-${creditNoteNumber}.pdf`, pdf };
}

/**
 * Emails the receipt of a freshly paid order (PDF attached) through the app's mailer, in the
 * background: a mail problem never fails a payment; the receipt stays downloadable on /my-events.
 */
export function emailReceiptInBackground(deps: AppContext, orderId: string): void {
  void (async () => {
    const row = await findOrderWithMember(deps.db, orderId);
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
