import PDFDocument from 'pdfkit';
import { fitToWidth, toOneLine, writeOneLine } from '../../platform/pdf/one-line-text';

export interface ReceiptData {
  receiptNumber: string;
  tenantName: string;
  legalName: string | null;
  gstin: string | null;
  taxRateBasisPoints: number;
  memberName: string;
  eventName: string;
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

/** The receipt as a one-page A4 PDF (PDFKit's standard fonts, like the check-in posters). */
export function renderReceiptPdf(receipt: ReceiptData): Promise<Buffer> {
  const document = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Receipt ${receipt.receiptNumber}` } });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  document.font('Helvetica-Bold').fontSize(22).text('Receipt');
  document.font('Helvetica').fontSize(11).moveDown(0.5);
  document.text(`Receipt number: ${receipt.receiptNumber}`);
  document.text(`Date: ${receipt.paidAt.toISOString().slice(0, 10)}`);
  document.text(`Order: ${receipt.orderId}`);
  document.moveDown();
  writeOneLine(document.font('Helvetica-Bold'), receipt.legalName ?? receipt.tenantName);
  document.font('Helvetica');
  if (receipt.gstin) document.text(`GSTIN: ${receipt.gstin}`);
  document.moveDown();
  writeOneLine(document, `Received from: ${receipt.memberName}`);
  writeOneLine(document, `Event: ${receipt.eventName}`);
  document.moveDown();
  for (const line of receipt.lines) {
    const amount = `    ${formatMoney(line.amountMinor, receipt.currency)}`;
    const labelWidth = document.page.width - document.page.margins.left - document.page.margins.right - document.widthOfString(amount);
    writeOneLine(document, `${fitToWidth(document, toOneLine(line.label), labelWidth)}${amount}`);
  }
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
