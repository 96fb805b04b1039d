/**
 * Chromium's fake camera plays a .y4m file in a loop. We write that file ourselves (no ffmpeg
 * needed): raw YUV4MPEG2 4:2:0 frames holding a QR code we generate with `qrcode`.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';

export interface FakeVideoOptions {
  width?: number;
  height?: number;
  /** Pixels per QR module. */
  modulePixels?: number;
  /** Frames of an empty grey picture before the code appears. */
  blankFrames?: number;
  /** Frames showing the code (then the video loops: Chromium plays the file over and over). */
  codeFrames?: number;
  framesPerSecond?: number;
}

/**
 * Where the code sits in a frame of `writeQrVideo(text, options)`: its left edge and side in pixels,
 * the white quiet zone included (a probe there tells a code frame from a blank grey one).
 */
export function qrPlacement(
  text: string,
  options: FakeVideoOptions = {},
): { left: number; top: number; side: number; width: number; height: number } {
  const { width = 640, height = 480, modulePixels = 5 } = options;
  const side = (QRCode.create(text, { errorCorrectionLevel: 'M' }).modules.size + 4 * 2) * modulePixels;
  return { left: Math.floor((width - side) / 2), top: Math.floor((height - side) / 2), side, width, height };
}

/** Writes a .y4m video showing `text` as a QR code in the middle of the frame; returns its path. */
export function writeQrVideo(text: string, options: FakeVideoOptions = {}): string {
  const { width = 640, height = 480, modulePixels = 5, blankFrames = 0, codeFrames = 1, framesPerSecond = 15 } = options;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const quiet = 4;
  const side = (modules + quiet * 2) * modulePixels;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  // Video range luma (16 black, 235 white); chroma 128 is grey.
  const luma = Buffer.alloc(width * height, 128);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / modulePixels) - quiet;
      const column = Math.floor(x / modulePixels) - quiet;
      const isDark = row >= 0 && column >= 0 && row < modules && column < modules && qr.modules.get(row, column) === 1;
      luma[(top + y) * width + left + x] = isDark ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const blank = Buffer.alloc(width * height, 128);
  const frameHeader = Buffer.from('FRAME\n');
  const parts = [Buffer.from(`YUV4MPEG2 W${width} H${height} F${framesPerSecond}:1 Ip A1:1 C420jpeg\n`)];
  for (let index = 0; index < blankFrames; index += 1) parts.push(frameHeader, blank, chroma, chroma);
  for (let index = 0; index < codeFrames; index += 1) parts.push(frameHeader, luma, chroma, chroma);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'podium-camera-')), 'code.y4m');
  writeFileSync(file, Buffer.concat(parts));
  return file;
}
