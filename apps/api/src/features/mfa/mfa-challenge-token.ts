import { SignJWT, jwtVerify } from 'jose';
import { MFA_CHALLENGE_PURPOSE } from '@podium/contracts/mfa/mfa-rules';

const ISSUER = 'podium';
/** Its own audience: a challenge token is never accepted where a session token is expected, or back. */
const AUDIENCE = 'podium-mfa-challenge';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface MfaChallengeClaims {
  challengeId: string;
  userId: number;
  tenantId: number;
}

/** An HS256 JWT: purpose `mfa-challenge`, jti = mfa_challenges.id, subject = the user. */
export async function signMfaChallengeToken(
  secret: Uint8Array,
  claims: MfaChallengeClaims & { issuedAt: Date; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ purpose: MFA_CHALLENGE_PURPOSE, tid: claims.tenantId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(claims.challengeId)
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(claims.issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(secret);
}

/** The claims of a genuine, unexpired challenge token (HS256 only), else undefined. */
export async function readMfaChallengeToken(secret: Uint8Array, token: string, now: Date): Promise<MfaChallengeClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE, currentDate: now });
    const userId = Number(payload.sub);
    if (payload.purpose !== MFA_CHALLENGE_PURPOSE || typeof payload.jti !== 'string' || typeof payload.tid !== 'number') return undefined;
    // The jti names a uuid row; anything else is not ours (and must not reach the uuid column).
    if (!Number.isInteger(userId) || !UUID_PATTERN.test(payload.jti)) return undefined;
    return { challengeId: payload.jti, userId, tenantId: payload.tid };
  } catch {
    return undefined;
  }
}
