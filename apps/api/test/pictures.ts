import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A PNG or JPEG of one colour, made with sharp (the library the API decodes with). */
export async function solidPicture(format: 'png' | 'jpeg', width: number, height: number, colour = '#2563eb'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** What a stored picture is, read back from its bytes. */
export async function describePicture(bytes: Buffer) {
  const { format, width, height, exif, icc, xmp } = await sharp(bytes).metadata();
  return { format, width, height, hasMetadata: Boolean(exif ?? icc ?? xmp) };
}

/** CRC-32 as PNG chunks carry it (zlib's polynomial). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A valid PNG header declaring `width` × `height` RGB pixels. With `allRows` false (a pixel bomb) the
 * compressed data holds one row only: a file of about a hundred bytes that a decoder would still
 * allocate the whole bitmap for. With `allRows` true every (black) row is there: a real picture of
 * that size that compresses to a few dozen kilobytes.
 */
export function craftedPng(width: number, height: number, { allRows }: { allRows: boolean }): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * (allRows ? height : 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one `file` part (and an optional `caption` field first). */
export function multipartPicture(fileName: string, type: string, bytes: Buffer, caption?: string) {
  const boundary = '----podiumpicture';
  const captionPart = caption === undefined ? '' : `--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\n${caption}\r\n`;
  const head = `${captionPart}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
