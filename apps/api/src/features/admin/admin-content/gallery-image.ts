import { randomBytes } from 'node:crypto';
import { GALLERY_IMAGE_MAX_SIDE_PX } from '@podium/contracts/admin/admin-content';
import type { PictureStore } from '../../../platform/picture-store/picture-store';
import { reencodeAsJpeg } from '../../../platform/images/reencode-picture';

export const GALLERY_FILE_PATTERN = /^\d+-[0-9a-f]{16}\.jpg$/;
export const GALLERY_URL_PREFIX = '/api/uploads/gallery/';

/** The store key of a gallery picture (DATA_DIR/uploads/gallery/<name> on disk, `gallery/<name>` in a bucket). */
export const galleryKey = (fileName: string) => `gallery/${fileName}`;

/**
 * Re-encodes a gallery upload like a profile picture (reencodeAsJpeg: real format from the bytes,
 * at most 25 megapixels, decoded off the event loop, no metadata kept), scaled down to fit
 * GALLERY_IMAGE_MAX_SIDE_PX (never up).
 */
export async function storeGalleryImage(
  pictures: PictureStore,
  eventId: number,
  bytes: Buffer,
): Promise<{ fileName: string; width: number; height: number }> {
  const { jpeg, width, height } = await reencodeAsJpeg(bytes, (image) =>
    image.resize(GALLERY_IMAGE_MAX_SIDE_PX, GALLERY_IMAGE_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true }),
  );
  const fileName = `${eventId}-${randomBytes(8).toString('hex')}.jpg`;
  await pictures.put(galleryKey(fileName), jpeg, 'image/jpeg');
  return { fileName, width, height };
}
