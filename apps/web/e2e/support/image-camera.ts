/**
 * A fake-camera video of an existing picture (a PNG data URL such as the personal QR code the API
 * draws), for Chromium's --use-file-for-fake-video-capture: the picture is put, pixel for pixel, in
 * the middle of a white frame, written as one YUV4MPEG2 4:2:0 frame that Chromium plays in a loop.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

export async function writeImageVideo(dataUrl: string, options: { width?: number; height?: number } = {}): Promise<string> {
  const { width = 640, height = 480 } = options;
  const picture = Buffer.from(dataUrl.replace(/^data:image\/\w+;base64,/, ''), 'base64');
  // RGBA bytes, row by row, as the loop below reads them.
  const { data, info } = await sharp(picture).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width: imageWidth, height: imageHeight } = info;
  // Video range luma: 16 black, 235 white. The white surround is the code's quiet zone.
  const luma = Buffer.alloc(width * height, 235);
  const left = Math.floor((width - imageWidth) / 2);
  const top = Math.floor((height - imageHeight) / 2);
  for (let y = 0; y < imageHeight; y += 1) {
    for (let x = 0; x < imageWidth; x += 1) {
      const offset = (y * imageWidth + x) * 4;
      const gray = 0.299 * data[offset]! + 0.587 * data[offset + 1]! + 0.114 * data[offset + 2]!;
      luma[(top + y) * width + left + x] = Math.round(16 + (gray / 255) * 219);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F15:1 Ip A1:1 C420jpeg\n`);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'podium-camera-')), 'image.y4m');
  writeFileSync(file, Buffer.concat([header, Buffer.from('FRAME\n'), luma, chroma, chroma]));
  return file;
}
