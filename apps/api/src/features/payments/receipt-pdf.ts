import PDFDocument from 'pdfkit';
import { fitToWidth, toOneLine, writeOneLine } from '../../platform/pdf/one-line-text';
import { writeBrandHeader, type DocumentBrand } from '../../platform/pdf/brand-header';

/** Who issues a receipt or credit note and to whom. */
export interface DocumentIssuer {
  /** The tenant's site name, logo and colour, at the top of the page as on the site. */
  brand: DocumentBrand;
  tenantName: string;
  legalName: string | null;
  gstin: string | null;
  memberName: string;
  eventName: string;
}

export interface ReceiptData extends DocumentIssuer {
  receiptNumber: string;
  taxRateBasisPoints: number;
  paidAt: Date;
  currency: string;
  lines: Array<{ label: string; amountMinor: number }>;
  totalMinor: number;
  refundedMinor: number;
  orderId: string;
}

/**
 * Minor units as text on the PDF: 49900 INR → "INR 499.00". PDFKit's standard fonts have no ₹ glyph,
 * so the receipt writes the currency code; everywhere else money reads ₹499.00 (contracts format-money).
 */
export const formatMoney = (amountMinor: number, currency: string) => `${currency} ${(amountMinor / 100).toFixed(2)}`;

export interface CreditNoteData extends DocumentIssuer {
  creditNoteNumber: string;
  receiptNumber: string;
  issuedAt: Date;
  currency: string;
  lines: Array<{ label: string; amountMinor: number }>;
  totalMinor: number;
  reason: string;
  /** The provider has paid it out; otherwise it is on its way. */
  isSettled: boolean;
  orderId: string;
}

/** A one-page A4 document (PDFKit's standard fonts, like the check-in posters) and the buffer it ends as. */
function startDocument(title: string): { document: PDFKit.PDFDocument; finished: Promise<Buffer> } {
  const document = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  return { document, finished };
}

/** The document's title and its reference lines (number, date, what it refers to), then a gap. */
function writeHeading(document: PDFKit.PDFDocument, brand: DocumentBrand, title: string, references: string[]): void {
  writeBrandHeader(document, brand);
  document.font('Helvetica-Bold').fontSize(22).text(title);
  document.font('Helvetica').fontSize(11).moveDown(0.5);
  for (const reference of references) document.text(reference);
  document.moveDown();
}

/** One line per item: its label, cut to fit, and the amount at the right. */
function writeItems(document: PDFKit.PDFDocument, lines: Array<{ label: string; amountMinor: number }>, currency: string): void {
  for (const line of lines) {
    const amount = `    ${formatMoney(line.amountMinor, currency)}`;
    const labelWidth = document.page.width - document.page.margins.left - document.page.margins.right - document.widthOfString(amount);
    writeOneLine(document, `${fitToWidth(document, toOneLine(line.label), labelWidth)}${amount}`);
  }
}

/** The issuer (legal name, GSTIN), then who it is for and the event. */
function writeParties(document: PDFKit.PDFDocument, parties: DocumentIssuer, recipientLabel: string): void {
  writeOneLine(document.font('Helvetica-Bold'), parties.legalName ?? parties.tenantName);
  document.font('Helvetica');
  if (parties.gstin) document.text(`GSTIN: ${parties.gstin}`);
  document.moveDown();
  writeOneLine(document, `${recipientLabel}: ${parties.memberName}`);
  writeOneLine(document, `Event: ${parties.eventName}`);
  document.moveDown();
}

/** The credit note of one refund: its number, the receipt it corrects, what was credited and why. */
export function renderCreditNotePdf(note: CreditNoteData): Promise<Buffer> {
  const { document, finished } = startDocument(`Credit note ${note.creditNoteNumber}`);
  writeHeading(document, note.brand, 'Credit note', [
    `Credit note number: ${note.creditNoteNumber}`,
    `Date: ${note.issuedAt.toISOString().slice(0, 10)}`,
    `Against receipt: ${note.receiptNumber}`,
    `Order: ${note.orderId}`,
  ]);
  writeParties(document, note, 'Credited to');
  writeItems(document, note.lines, note.currency);
  document.moveDown(0.5);
  document.font('Helvetica-Bold').text(`Total credited: ${formatMoney(note.totalMinor, note.currency)}`);
  document.font('Helvetica');
  // A reason may be long (up to 300 characters): it wraps, on lines of its own, never cut.
  document.text(`Reason: ${toOneLine(note.reason)}`);
  document.text(
    note.isSettled ? 'Status: refunded to the original payment method' : 'Status: refund on its way to the original payment method',
  );
  document.end();
  return finished;
}

/** The receipt as a one-page A4 PDF. */
export function renderReceiptPdf(receipt: ReceiptData): Promise<Buffer> {
  const { document, finished } = startDocument(`Receipt ${receipt.receiptNumber}`);
  writeHeading(document, receipt.brand, 'Receipt', [
    `Receipt number: ${receipt.receiptNumber}`,
    `Date: ${receipt.paidAt.toISOString().slice(0, 10)}`,
    `Order: ${receipt.orderId}`,
  ]);
  writeParties(document, receipt, 'Received from');
  writeItems(document, receipt.lines, receipt.currency);
  document.moveDown(0.5);
  document.font('Helvetica-Bold').text(`Total paid: ${formatMoney(receipt.totalMinor, receipt.currency)}`);
  document.font('Helvetica');
  if (receipt.taxRateBasisPoints > 0) {
    const rate = receipt.taxRateBasisPoints / 10_000;
    const tax = Math.round(receipt.totalMinor - receipt.totalMinor / (1 + rate));
    document.text(`Includes tax at ${(rate * 100).toFixed(2)} %: ${formatMoney(tax, receipt.currency)}`);
  }
  if (receipt.refundedMinor > 0) document.text(`Refunded: ${formatMoney(receipt.refundedMinor, receipt.currency)}`);
  document.end();
  return finished;
}
