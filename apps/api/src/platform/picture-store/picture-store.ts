/**
 * Where stored pictures live: the data folder, or an S3-compatible bucket when S3_ENDPOINT and
 * S3_BUCKET are set. Keys are relative paths such as `avatars/12-0123456789abcdef.jpg`; pictures are
 * always served from our origin through the store, so the page's CSP stays 'self'.
 */
export interface PictureStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or undefined when there is no such object. */
  get(key: string): Promise<Buffer | undefined>;
  /** Best effort: a missing object is fine. */
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/;

/** Keys come from validated file names; this refuses anything that could leave the folder or bucket prefix. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Unsafe picture key: ${key}`);
  }
}
