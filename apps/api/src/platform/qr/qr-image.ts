import QRCode from 'qrcode';

/** Medium error correction: survives a crease or glare on a printed poster, still a small code. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

/** The QR code of `text` as a standalone SVG document. */
export function renderQrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...QR_OPTIONS, type: 'svg' });
}

/** The QR code of `text` as a PNG (for the PDF poster), `widthPixels` wide. */
export function renderQrPng(text: string, widthPixels: number): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...QR_OPTIONS, type: 'png', width: widthPixels });
}
