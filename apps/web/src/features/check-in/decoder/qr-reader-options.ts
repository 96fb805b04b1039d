import type { ReaderOptions } from 'zxing-wasm/reader';

/**
 * ZXing-C++ options for attendance codes: QR only (skips the other formats' detectors), try hard
 * and rotated (phones held at an angle), one symbol is enough.
 */
export const QR_READER_OPTIONS: ReaderOptions = {
  formats: ['QRCode'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  tryDownscale: true,
  maxNumberOfSymbols: 1,
};
