import sharp, { type Sharp } from 'sharp';
import { DomainError } from '../../errors/domain-error';

/**
 * The largest picture we decode, in pixels (25 megapixels: more than any phone camera's JPEG). A
 * PNG of a few kilobytes can declare 40 megapixels and unpack to 120 MB, so the size is read from
 * the header and refused before any decoding.
 */
export const MAX_PICTURE_PIXELS = 25_000_000;

export const PICTURE_MESSAGES = {
  notAPicture: 'Upload a JPEG or PNG picture.',
  tooManyPixels: 'This picture is too large: use one under 25 megapixels (for example 6000 × 4000).',
  unreadable: 'This picture could not be read. Try another JPEG or PNG.',
} as const;

/** A fresh JPEG and its size. */
export interface EncodedPicture {
  jpeg: Buffer;
  width: number;
  height: number;
}

/** JPEG starts with FF D8 FF, PNG with its 8-byte signature: nothing else reaches the decoder (no SVG, TIFF, ...). */
function isJpegOrPng(bytes: Buffer): boolean {
  const isJpeg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const isPng = bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return isJpeg || isPng;
}

/**
 * Re-encodes an uploaded JPEG or PNG as a fresh JPEG, so nothing of the original file (metadata,
 * scripts, trailing data) is ever served. The real format comes from the bytes (not the name or the
 * declared type); the pixel count from the header (sharp reads only the header), refused above
 * MAX_PICTURE_PIXELS before decoding. Decoding, `shape` (crop, resize) and encoding run in libvips
 * on libuv's thread pool, never on the event loop. EXIF orientation is applied, then every piece of
 * metadata is dropped; transparency is flattened onto white.
 */
export async function reencodeAsJpeg(bytes: Buffer, shape: (image: Sharp) => Sharp): Promise<EncodedPicture> {
  if (!isJpegOrPng(bytes)) throw new DomainError('VALIDATION_FAILED', PICTURE_MESSAGES.notAPicture);
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!header || (header.format !== 'jpeg' && header.format !== 'png'))
    throw new DomainError('VALIDATION_FAILED', PICTURE_MESSAGES.unreadable);
  if (header.width * header.height > MAX_PICTURE_PIXELS) throw new DomainError('VALIDATION_FAILED', PICTURE_MESSAGES.tooManyPixels);
  try {
    // limitInputPixels again: the decoder itself refuses anything larger, whatever the header said.
    const image = sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' }).rotate().flatten({ background: '#ffffff' });
    const { data, info } = await shape(image).jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    throw new DomainError('VALIDATION_FAILED', PICTURE_MESSAGES.unreadable);
  }
}
