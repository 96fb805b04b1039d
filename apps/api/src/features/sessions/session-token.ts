import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'podium';
const AUDIENCE = 'podium-session';

/** Signs a session token: an HS256 JWT naming the session row (`sid`), the user and the tenant. */
export async function signSessionToken(
  secret: Uint8Array,
  claims: { sessionId: string; userId: number; tenantId: number; expiresAt: Date; issuedAt: Date },
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, tid: claims.tenantId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(claims.issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(secret);
}

export interface SessionTokenClaims {
  sessionId: string;
  userId: number;
  tenantId: number;
}

/**
 * Verifies signature (HS256 only: `alg: none` and other algorithms are refused), issuer, audience
 * and expiry against `now`. Returns undefined for any token that does not pass.
 */
export async function readSessionToken(secret: Uint8Array, token: string, now: Date): Promise<SessionTokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    const userId = Number(payload.sub);
    if (typeof payload.sid !== 'string' || typeof payload.tid !== 'number' || !Number.isInteger(userId)) return undefined;
    return { sessionId: payload.sid, userId, tenantId: payload.tid };
  } catch {
    return undefined;
  }
}
