import { randomBytes } from 'node:crypto';
import { Jimp } from 'jimp';
import { DomainError } from '../../errors/domain-error';
import type { PictureStore } from '../../platform/picture-store/picture-store';

/** Pictures are stored square, this many pixels a side, as JPEG. */
export const PROFILE_PICTURE_SIZE_PX = 256;
/** Refuse pictures larger than this before decoding them (a small file can unpack to a huge bitmap). */
const MAX_SOURCE_PIXELS = 40_000_000;
export const AVATAR_FILE_PATTERN = /^\d+-[0-9a-f]{16}\.jpg$/;
export const AVATAR_URL_PREFIX = '/api/uploads/avatars/';

/** The store key of a picture (DATA_DIR/uploads/avatars/<name> on disk, `avatars/<name>` in a bucket). */
export function avatarKey(fileName: string): string {
  return `avatars/${fileName}`;
}

/** Width and height from a PNG or JPEG header, without decoding the picture; undefined when unreadable. */
export function readImageSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length > 24 && bytes.readUInt32BE(0) === 0x89504e47) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    // Start-of-frame markers (baseline, progressive, ...) carry the size; C4, C8 and CC are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}

/**
 * Re-encodes an uploaded picture: checks its real format and size from the bytes (not the name or
 * the declared type), crops it to a centred square, resizes it and writes a fresh JPEG, so nothing
 * of the original file (metadata, scripts, trailing data) is ever served. Returns the file name.
 */
export async function storeProfilePicture(pictures: PictureStore, userId: number, bytes: Buffer): Promise<string> {
  const size = readImageSize(bytes);
  if (!size) throw new DomainError('VALIDATION_FAILED', 'Upload a JPEG or PNG picture.');
  if (size.width * size.height > MAX_SOURCE_PIXELS)
    throw new DomainError('VALIDATION_FAILED', 'This picture is too large: use one under 40 megapixels.');
  let jpeg: Buffer;
  try {
    const image = await Jimp.fromBuffer(bytes);
    image.cover({ w: PROFILE_PICTURE_SIZE_PX, h: PROFILE_PICTURE_SIZE_PX });
    jpeg = await image.getBuffer('image/jpeg', { quality: 85 });
  } catch {
    throw new DomainError('VALIDATION_FAILED', 'This picture could not be read. Try another JPEG or PNG.');
  }
  const fileName = `${userId}-${randomBytes(8).toString('hex')}.jpg`;
  await pictures.put(avatarKey(fileName), jpeg, 'image/jpeg');
  return fileName;
}

/** Removes a previous picture of ours (best effort: a missing picture is fine). */
export async function removeProfilePicture(pictures: PictureStore, profileUrl: string | null): Promise<void> {
  if (!profileUrl?.startsWith(AVATAR_URL_PREFIX)) return;
  const fileName = profileUrl.slice(AVATAR_URL_PREFIX.length);
  if (!AVATAR_FILE_PATTERN.test(fileName)) return;
  await pictures.remove(avatarKey(fileName)).catch(() => undefined);
}
