import type { DecodeRequest, DecodeResponse } from './qr-decode.worker';

/**
 * The page side of the decoding worker: one worker per decoder, one frame in flight at a time
 * (a frame that arrives while one decodes is dropped, never queued, so decoding never lags).
 */
export class QrDecoder {
  private readonly worker = new Worker(new URL('./qr-decode.worker.ts', import.meta.url), { type: 'module' });
  private nextId = 1;
  private readonly pending = new Map<number, (response: DecodeResponse) => void>();

  constructor() {
    this.worker.onmessage = (event: MessageEvent<DecodeResponse>) => {
      this.pending.get(event.data.id)?.(event.data);
      this.pending.delete(event.data.id);
    };
  }

  get isBusy(): boolean {
    return this.pending.size > 0;
  }

  /** The text of the first QR code in the image (a camera frame or a picked file), or null. */
  decode(image: ImageData | Blob): Promise<DecodeResponse> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      const transfer = image instanceof ImageData ? [image.data.buffer] : [];
      this.worker.postMessage({ id, image } satisfies DecodeRequest, transfer);
    });
  }

  dispose(): void {
    this.worker.terminate();
    for (const resolve of this.pending.values()) resolve({ id: 0, text: null, error: 'disposed' });
    this.pending.clear();
  }
}
