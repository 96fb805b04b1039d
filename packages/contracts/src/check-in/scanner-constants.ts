/** Spec section 9: the attendance scanner's numbers. */
export const SCANNER = {
  framesPerSecond: 10,
  scanBoxPixels: 200,
  aspectRatio: 1,
  viewMinHeightPixels: 250,
  minScanBoxPixels: 50,
  zoomMin: 1,
  zoomMax: 5,
  zoomStep: 0.1,
} as const;

/** Decoder messages that only mean "nothing in this frame": never shown (spec section 8). */
export const IGNORED_SCAN_ERRORS = [
  'NotFoundException',
  'No barcode or QR code detected',
  'QR code parse error',
  'No MultiFormat Readers were able to detect the code',
  'No QR code found',
] as const;

export function isIgnoredScanError(message: string): boolean {
  return IGNORED_SCAN_ERRORS.some((ignored) => message.includes(ignored));
}
