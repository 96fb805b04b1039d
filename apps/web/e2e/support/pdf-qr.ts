/**
 * Reads a downloaded PDF as a person would: pdf.js (Mozilla's reader, with its Node canvas)
 * paints the first page to a PNG, and ZXing (the scanner's own decoder) reads the QR code on it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/** The first page of `pdf` as a PNG, `scale` times its size in points, with its page count and size. */
export async function renderFirstPage(pdf: Uint8Array, scale = 2) {
  const document = await getDocument({ data: pdf, isEvalSupported: false, verbosity: 0 }).promise;
  const page = await document.getPage(1);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(viewport.width, viewport.height);
  await page.render({ canvas: canvas as never, canvasContext: canvas.getContext('2d') as never, viewport }).promise;
  const sizePoints = page.getViewport({ scale: 1 });
  const rendered = {
    png: canvas.toBuffer('image/png'),
    pages: document.numPages,
    widthPoints: sizePoints.width,
    heightPoints: sizePoints.height,
  };
  await document.destroy();
  return rendered;
}

let isPrepared = false;

/** The text of the QR code in a PNG, or null when none reads. */
export async function readQrCode(png: Uint8Array): Promise<string | null> {
  if (!isPrepared) {
    // The wasm comes from node_modules, never from a CDN.
    const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
    await prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
      fireImmediately: true,
    });
    isPrepared = true;
  }
  const [result] = await readBarcodes(png, { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 });
  return result?.text ?? null;
}
