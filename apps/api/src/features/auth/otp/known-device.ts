import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Known devices (issue 28): a browser that signed in with a number gets an httpOnly cookie proving
 * it, signed over tenant, phone and time, so its later code requests for that number use their own
 * per-phone limits and the tenant's known budget, and a stranger's sends cannot lock the owner out.
 * Stateless: nothing is stored; the cookie names neither the phone nor the person.
 */
export const KNOWN_DEVICE_COOKIE = 'podium_device';
/** Only the code calls need it. */
export const KNOWN_DEVICE_COOKIE_PATH = '/api/customer';

const FORMAT_VERSION = 'v1';

function signature(sessionSecret: string, tenantId: number, phone: string, issuedAtSeconds: number): Buffer {
  const key = createHmac('sha256', sessionSecret).update('podium-known-device').digest();
  return createHmac('sha256', key).update(`${FORMAT_VERSION}:${tenantId}:${phone}:${issuedAtSeconds}`).digest();
}

/** The cookie value for a browser that just proved `phone` on tenant `tenantId`. */
export function issueKnownDevice(sessionSecret: string, tenantId: number, phone: string, now: Date): string {
  const issuedAtSeconds = Math.floor(now.getTime() / 1000);
  return `${FORMAT_VERSION}.${issuedAtSeconds}.${signature(sessionSecret, tenantId, phone, issuedAtSeconds).toString('base64url')}`;
}

/** True when `cookie` was issued for this tenant and phone within the last `maxAgeDays`. */
export function isKnownDevice(
  cookie: string | undefined,
  sessionSecret: string,
  tenantId: number,
  phone: string,
  now: Date,
  maxAgeDays: number,
): boolean {
  if (!cookie || cookie.length > 200) return false;
  const [version, issued, mac, ...rest] = cookie.split('.');
  if (version !== FORMAT_VERSION || !issued || !mac || rest.length > 0) return false;
  const issuedAtSeconds = Number(issued);
  if (!Number.isSafeInteger(issuedAtSeconds)) return false;
  const ageSeconds = now.getTime() / 1000 - issuedAtSeconds;
  if (ageSeconds < -60 || ageSeconds > maxAgeDays * 86_400) return false;
  const expected = signature(sessionSecret, tenantId, phone, issuedAtSeconds);
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
