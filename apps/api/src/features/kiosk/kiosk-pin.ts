import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keyLength: number) => Promise<Buffer>;
const KEY_BYTES = 32;

/** `salt:hash` (base64url) of a kiosk exit PIN; scrypt runs in libuv's pool, not on the event loop. */
export async function hashKioskPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(pin, salt, KEY_BYTES);
  return `${salt.toString('base64url')}:${hash.toString('base64url')}`;
}

export async function isKioskPin(pin: string, stored: string): Promise<boolean> {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(pin, Buffer.from(salt, 'base64url'), KEY_BYTES);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
