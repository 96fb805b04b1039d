/// <reference lib="webworker" />
/**
 * Decodes QR codes off the main thread, so the camera preview never stutters. The ZXing-C++
 * WebAssembly file is bundled by Vite and served from our own origin (never a CDN).
 */
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { QR_READER_OPTIONS } from './qr-reader-options';

export type DecodeRequest = { id: number; image: ImageData | Blob };
export type DecodeResponse = { id: number; text: string | null; error?: string };

const ready = prepareZXingModule({
  overrides: { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file) },
  fireImmediately: true,
});

self.onmessage = async (event: MessageEvent<DecodeRequest>) => {
  const { id, image } = event.data;
  try {
    await ready;
    const [result] = await readBarcodes(image, QR_READER_OPTIONS);
    self.postMessage({ id, text: result?.text || null } satisfies DecodeResponse);
  } catch (error) {
    self.postMessage({ id, text: null, error: error instanceof Error ? error.message : String(error) } satisfies DecodeResponse);
  }
};
