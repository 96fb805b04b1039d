import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import QRCode from 'qrcode';

/**
 * A person's own QR code: `PODIUM-USER.{tenantId}.{userId}.{signature}`, where the signature is an
 * HMAC (session secret) over tenant, user and the user's personalCodeNonce. Staff scan it; rotating
 * the nonce revokes every code printed or saved before.
 */
const PREFIX = 'PODIUM-USER';
const SIGNATURE_BYTES = 16;

export interface PersonalCodeSubject {
  id: number;
  tenantId: number;
  personalCodeNonce: string;
}

function signatureOf(secret: string, user: PersonalCodeSubject): Buffer {
  return createHmac('sha256', secret)
    .update(`personal-code:${user.tenantId}:${user.id}:${user.personalCodeNonce}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES);
}

/** The text inside the user's QR code. */
export function signPersonalCode(secret: string, user: PersonalCodeSubject): string {
  return `${PREFIX}.${user.tenantId}.${user.id}.${signatureOf(secret, user).toString('base64url')}`;
}

/** Reads who a scanned text claims to be; undefined when it is not a personal code. Verify before trusting it. */
export function parsePersonalCode(text: string): { tenantId: number; userId: number; signature: string } | undefined {
  const match = /^PODIUM-USER\.(\d{1,9})\.(\d{1,12})\.([\w-]{16,64})$/.exec(text.trim());
  if (!match) return undefined;
  return { tenantId: Number(match[1]), userId: Number(match[2]), signature: match[3]! };
}

/** True when `text` is the current personal code of `user` (constant-time; a rotated nonce fails). */
export function verifyPersonalCode(secret: string, text: string, user: PersonalCodeSubject): boolean {
  const parsed = parsePersonalCode(text);
  if (!parsed || parsed.tenantId !== user.tenantId || parsed.userId !== user.id) return false;
  const given = Buffer.from(parsed.signature, 'base64url');
  const expected = signatureOf(secret, user);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Rendered codes by their text. Every profile read returns the code, and drawing and compressing
 * the PNG was a quarter of the server's CPU in the event-day mix (`npm run bench:load` profile).
 * The text names the user and their nonce's signature, so a rotated nonce is a new entry; about
 * 3 KB each, so 5,000 of them stay under ~15 MB.
 */
const renderedCodes = new LRUCache<string, string>({ max: 5_000 });
let drawings = 0;

/** How many codes this process has drawn (a test proves a profile read does not draw again). */
export function personalCodeDrawings(): number {
  return drawings;
}

/** The code as a PNG data URL, ready for an <img>. */
export async function personalCodeImage(secret: string, user: PersonalCodeSubject): Promise<string> {
  const text = signPersonalCode(secret, user);
  const cached = renderedCodes.get(text);
  if (cached) return cached;
  const image = await QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 256 });
  drawings += 1;
  renderedCodes.set(text, image);
  return image;
}
