import PDFDocument from 'pdfkit';
import { describeAward, type CertificateKind } from '@podium/contracts/certificates/certificate';
import { writeOneLine } from '../../platform/pdf/one-line-text';
import type { DocumentBrand } from '../../platform/pdf/brand-header';
import { renderQrPng } from '../../platform/qr/qr-image';

export interface CertificateDocument {
  /** The tenant's site name, logo (drawn above the name) and colours (the frame and the rule under the title). */
  brand: DocumentBrand;
  kind: CertificateKind;
  place: number | null;
  holderName: string;
  eventName: string;
  /** "Jul 1 – Jul 10, 2026", already written out (formatDayRange, as the microsite writes it). */
  eventDates: string;
  sportName: string;
  categoryName: string;
  issuedOn: string;
  /** The public page the QR code opens: {origin}/verify/{code}. */
  verifyUrl: string;
}

const MUTED = '#475569';
const MEDAL_COLORS: Record<number, string> = { 1: '#d4a017', 2: '#a8a9ad', 3: '#b87333' };

/** A medal disc in gold, silver or bronze with the place on it. */
function drawMedal(document: PDFKit.PDFDocument, centreX: number, centreY: number, place: number): void {
  document.circle(centreX, centreY, 34).fill(MEDAL_COLORS[place] ?? MEDAL_COLORS[1]!);
  document.circle(centreX, centreY, 27).lineWidth(2).stroke('#ffffff');
  document.font('Helvetica-Bold').fontSize(30).fillColor('#ffffff');
  document.text(String(place), centreX - 34, centreY - 11, { width: 68, align: 'center', lineBreak: false });
}
const INK = '#0f172a';

/**
 * One A4 landscape page: a frame in the tenant's colours, the site name, what is certified (a
 * medal with its place, or participation), whose it is and for what, and a QR code to the public
 * verification page. PDFKit's standard fonts, as the receipts and posters use (no font files).
 * Every typed name goes through writeOneLine, so none can wrap over the QR code or add lines.
 */
export async function renderCertificatePdf(certificate: CertificateDocument): Promise<Buffer> {
  const qr = await renderQrPng(certificate.verifyUrl, 600);
  const document = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `Certificate for ${certificate.holderName}` },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const { width, height } = document.page;
  document
    .rect(18, 18, width - 36, height - 36)
    .lineWidth(6)
    .stroke(certificate.brand.primaryColor);
  document
    .rect(30, 30, width - 60, height - 60)
    .lineWidth(1.5)
    .stroke(certificate.brand.accentColor);

  const textLeft = 70;
  const textWidth = width - 2 * textLeft;
  const centred = { align: 'center' as const, width: textWidth };
  document.x = textLeft;
  document.y = 80;
  if (certificate.brand.logoPng) {
    const logoHeight = 40;
    document.image(certificate.brand.logoPng, textLeft, 54, { fit: [textWidth, logoHeight], align: 'center', valign: 'center' });
    document.y = 54 + logoHeight + 10;
  }
  writeOneLine(
    document.font('Helvetica-Bold').fontSize(14).fillColor(certificate.brand.primaryColor),
    certificate.brand.siteName.toUpperCase(),
    centred,
  );
  document.moveDown(0.6);
  const title = certificate.kind === 'medal' ? 'Certificate of Achievement' : 'Certificate of Participation';
  writeOneLine(document.font('Helvetica-Bold').fontSize(34).fillColor(INK), title, centred);
  const ruleY = document.y + 6;
  document
    .moveTo(width / 2 - 90, ruleY)
    .lineTo(width / 2 + 90, ruleY)
    .lineWidth(3)
    .stroke(certificate.brand.accentColor);
  document.y = ruleY + 22;
  writeOneLine(document.font('Helvetica').fontSize(14).fillColor(MUTED), 'This certifies that', centred);
  document.moveDown(0.4);
  writeOneLine(document.font('Helvetica-Bold').fontSize(30).fillColor(INK), certificate.holderName, centred);
  document.moveDown(0.5);
  const award = certificate.kind === 'medal' ? `won the ${describeAward(certificate)} in` : 'took part in';
  writeOneLine(document.font('Helvetica').fontSize(14).fillColor(MUTED), award, centred);
  document.moveDown(0.3);
  writeOneLine(
    document.font('Helvetica-Bold').fontSize(20).fillColor(INK),
    `${certificate.sportName} · ${certificate.categoryName}`,
    centred,
  );
  document.moveDown(0.3);
  writeOneLine(document.font('Helvetica').fontSize(14).fillColor(MUTED), `at ${certificate.eventName}, ${certificate.eventDates}`, centred);

  if (certificate.kind === 'medal' && certificate.place !== null) drawMedal(document, width / 2, document.y + 70, certificate.place);

  // The QR code and how to check the certificate, bottom right; the issue date, bottom left.
  const qrSize = 112;
  const qrX = width - 60 - qrSize;
  const qrY = height - 60 - qrSize - 14;
  document.image(qr, qrX, qrY, { width: qrSize, height: qrSize });
  document.font('Helvetica').fontSize(8).fillColor(MUTED);
  document.text('Scan to verify', qrX, qrY + qrSize + 2, { width: qrSize, align: 'center' });
  document.x = 60;
  document.y = height - 96;
  writeOneLine(document.fontSize(10), `Issued on ${certificate.issuedOn}`, { width: qrX - 80 });
  writeOneLine(document.fontSize(8), `Verify at ${certificate.verifyUrl}`, { width: qrX - 80 });
  document.end();
  return finished;
}
