import { createHash, randomBytes } from 'node:crypto';

/** How long a first-admin invitation stays open. */
export const INVITATION_TTL_MS = 7 * 86_400_000;

/** A fresh link token (256 random bits) and the hash kept at rest. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const isLoopbackHost = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');

/**
 * The invitation link on the tenant's first host: https for a public name, http with the app's
 * port for a `*.localhost` name (development and `npm start`). It opens the sign-in page; the
 * invitation is claimed by the invited phone signing in there (tenant-invitations.ts).
 */
export function invitationUrl(hostname: string, port: number, token: string): string {
  const origin = isLoopbackHost(hostname) ? `http://${hostname}:${port}` : `https://${hostname}`;
  return `${origin}/Login?invite=${token}`;
}
