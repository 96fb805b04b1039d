import PDFDocument from 'pdfkit';
import { writeOneLine } from '../../platform/pdf/one-line-text';
import { writeBrandHeader, type DocumentBrand } from '../../platform/pdf/brand-header';
import { renderQrPng } from '../../platform/qr/qr-image';

export interface PosterPage {
  eventName: string;
  sportName: string;
  venue: string;
  direction: 'in' | 'out';
  payload: string;
}

/**
 * A printable A4 poster, one page per sport at a venue: the tenant's brand, event, sport and venue,
 * a large QR code and short instructions. Built with PDFKit's standard fonts (no font files to ship).
 */
export async function renderPosterPdf(pages: PosterPage[], brand: DocumentBrand): Promise<Buffer> {
  const images = await Promise.all(pages.map((page) => renderQrPng(page.payload, 1200)));
  const document = new PDFDocument({ size: 'A4', margin: 48, autoFirstPage: false, info: { Title: 'Attendance QR codes' } });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  pages.forEach((page, index) => {
    document.addPage();
    const width = document.page.width - 96;
    writeBrandHeader(document, brand, { align: 'center' });
    // Event, sport and venue on one line each: a long or multi-line name must not push the text onto the QR code.
    writeOneLine(document.font('Helvetica-Bold').fontSize(26), page.eventName, { align: 'center', width });
    document.moveDown(0.4);
    writeOneLine(document.font('Helvetica').fontSize(20), `${page.sportName} - ${page.direction === 'out' ? 'Check-out' : 'Check-in'}`, {
      align: 'center',
      width,
    });
    writeOneLine(document.fontSize(16).fillColor('#475569'), page.venue, { align: 'center', width });
    document.fillColor('#000000');
    const size = 380;
    // Under the names, however tall the brand band made them.
    const qrTop = Math.max(190, document.y + 16);
    document.image(images[index]!, (document.page.width - size) / 2, qrTop, { width: size, height: size });
    document.y = qrTop + size + 24;
    document.font('Helvetica-Bold').fontSize(15).text('How to check in', 48, document.y, { align: 'center', width });
    document.moveDown(0.4);
    document
      .font('Helvetica')
      .fontSize(12)
      .text('1. Sign in on the event site on your phone.', { align: 'center', width })
      .text('2. Open the menu and choose Attendance Scanner.', { align: 'center', width })
      .text('3. Point your camera at this code and follow the screen.', { align: 'center', width });
  });
  document.end();
  return finished;
}
