import { randomBytes } from 'node:crypto';
import { reencodeAsJpeg } from '../../platform/images/reencode-picture';
import type { PictureStore } from '../../platform/picture-store/picture-store';

/** Pictures are stored square, this many pixels a side, as JPEG. */
export const PROFILE_PICTURE_SIZE_PX = 256;
export const AVATAR_FILE_PATTERN = /^\d+-[0-9a-f]{16}\.jpg$/;
export const AVATAR_URL_PREFIX = '/api/uploads/avatars/';

/** The store key of a picture (DATA_DIR/uploads/avatars/<name> on disk, `avatars/<name>` in a bucket). */
export function avatarKey(fileName: string): string {
  return `avatars/${fileName}`;
}

/**
 * Stores an uploaded picture as a centred square JPEG of PROFILE_PICTURE_SIZE_PX (reencodeAsJpeg:
 * real format from the bytes, at most 25 megapixels, decoded off the event loop, no metadata kept).
 * Returns the file name.
 */
export async function storeProfilePicture(pictures: PictureStore, userId: number, bytes: Buffer): Promise<string> {
  const { jpeg } = await reencodeAsJpeg(bytes, (image) =>
    image.resize(PROFILE_PICTURE_SIZE_PX, PROFILE_PICTURE_SIZE_PX, { fit: 'cover', position: 'centre' }),
  );
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
