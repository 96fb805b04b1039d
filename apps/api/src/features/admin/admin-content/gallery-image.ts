import { randomBytes } from 'node:crypto';
import { Jimp } from 'jimp';
import { GALLERY_IMAGE_MAX_SIDE_PX } from '@podium/contracts/admin/admin-content';
import { DomainError } from '../../../errors/domain-error';
import type { PictureStore } from '../../../platform/picture-store/picture-store';
import { readImageSize } from '../../profile/profile-picture';

/** Refuse pictures larger than this before decoding them (a small file can unpack to a huge bitmap). */
const MAX_SOURCE_PIXELS = 40_000_000;
export const GALLERY_FILE_PATTERN = /^\d+-[0-9a-f]{16}\.jpg$/;
export const GALLERY_URL_PREFIX = '/api/uploads/gallery/';

/** The store key of a gallery picture (DATA_DIR/uploads/gallery/<name> on disk, `gallery/<name>` in a bucket). */
export const galleryKey = (fileName: string) => `gallery/${fileName}`;

/**
 * Re-encodes a gallery upload like a profile picture: real format and size read from the bytes,
 * scaled down to fit GALLERY_IMAGE_MAX_SIDE_PX (never up), written as a fresh JPEG so nothing of
 * the original file (metadata, scripts, trailing data) is ever served.
 */
export async function storeGalleryImage(
  pictures: PictureStore,
  eventId: number,
  bytes: Buffer,
): Promise<{ fileName: string; width: number; height: number }> {
  const size = readImageSize(bytes);
  if (!size) throw new DomainError('VALIDATION_FAILED', 'Upload a JPEG or PNG picture.');
  if (size.width * size.height > MAX_SOURCE_PIXELS)
    throw new DomainError('VALIDATION_FAILED', 'This picture is too large: use one under 40 megapixels.');
  let jpeg: Buffer;
  let width: number;
  let height: number;
  try {
    const image = await Jimp.fromBuffer(bytes);
    if (image.width > GALLERY_IMAGE_MAX_SIDE_PX || image.height > GALLERY_IMAGE_MAX_SIDE_PX) {
      image.scaleToFit({ w: GALLERY_IMAGE_MAX_SIDE_PX, h: GALLERY_IMAGE_MAX_SIDE_PX });
    }
    width = image.width;
    height = image.height;
    jpeg = await image.getBuffer('image/jpeg', { quality: 85 });
  } catch {
    throw new DomainError('VALIDATION_FAILED', 'This picture could not be read. Try another JPEG or PNG.');
  }
  const fileName = `${eventId}-${randomBytes(8).toString('hex')}.jpg`;
  await pictures.put(galleryKey(fileName), jpeg, 'image/jpeg');
  return { fileName, width, height };
}
