import { writeOneLine } from './one-line-text';

/** A tenant's brand as printed documents carry it (receipts, credit notes, posters, certificates). */
export interface DocumentBrand {
  /** The site name people know the tenant by. */
  siteName: string;
  /** The tenant's uploaded logo as a PNG (rasterised on upload); undefined with the default logo. */
  logoPng: Buffer | undefined;
  /** #rrggbb, already checked readable when it was saved. */
  primaryColor: string;
  accentColor: string;
}

const LOGO_HEIGHT = 36;

/**
 * The band at the top of a portrait document: the logo (if uploaded) and the site name in the
 * brand's colour, then a rule in that colour. Leaves the cursor under the rule at the left margin.
 */
export function writeBrandHeader(document: PDFKit.PDFDocument, brand: DocumentBrand, options: { align?: 'left' | 'center' } = {}): void {
  const left = document.page.margins.left;
  const width = document.page.width - left - document.page.margins.right;
  const align = options.align ?? 'left';
  const top = document.y;
  let textLeft = left;
  if (brand.logoPng) {
    if (align === 'left') {
      document.image(brand.logoPng, left, top, { fit: [LOGO_HEIGHT, LOGO_HEIGHT], valign: 'center' });
      textLeft = left + LOGO_HEIGHT + 10;
    } else {
      document.image(brand.logoPng, left, top, { fit: [width, LOGO_HEIGHT], align: 'center', valign: 'center' });
      document.y = top + LOGO_HEIGHT + 6;
    }
  }
  const nameTop = brand.logoPng && align === 'left' ? top + (LOGO_HEIGHT - 14) / 2 : document.y;
  document.x = textLeft;
  document.y = nameTop;
  writeOneLine(document.font('Helvetica-Bold').fontSize(14).fillColor(brand.primaryColor), brand.siteName, {
    align,
    width: width - (textLeft - left),
  });
  const ruleY = Math.max(document.y, brand.logoPng && align === 'left' ? top + LOGO_HEIGHT : 0) + 8;
  document
    .moveTo(left, ruleY)
    .lineTo(left + width, ruleY)
    .lineWidth(2)
    .stroke(brand.primaryColor);
  document.fillColor('#000000');
  document.x = left;
  document.y = ruleY + 16;
}
