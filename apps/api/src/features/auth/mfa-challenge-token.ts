import { SignJWT, jwtVerify } from 'jose';

/** The payload purpose the web app looks for (spec section 4: "purpose of mfa-challenge"). */
export const MFA_CHALLENGE_PURPOSE = 'mfa-challenge';
export const MFA_CHALLENGE_TTL_SECONDS = 5 * 60;
const ISSUER = 'podium';

export interface MfaChallengeClaims {
  challengeId: string;
  userId: number;
  tenantId: number;
}

/** HS256 JWT naming the mfa_challenges row (`jti`): purpose mfa-challenge, 5 minutes. */
export async function signMfaChallengeToken(secret: string, claims: MfaChallengeClaims, issuedAt: Date): Promise<string> {
  const issuedAtSeconds = Math.floor(issuedAt.getTime() / 1000);
  return new SignJWT({ purpose: MFA_CHALLENGE_PURPOSE, tid: claims.tenantId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(String(claims.userId))
    .setJti(claims.challengeId)
    .setIssuedAt(issuedAtSeconds)
    .setExpirationTime(issuedAtSeconds + MFA_CHALLENGE_TTL_SECONDS)
    .sign(new TextEncoder().encode(secret));
}

/** The claims of a valid, unexpired challenge token (at `now`), else undefined. The row decides if it is still unused. */
export async function readMfaChallengeToken(secret: string, token: string, now: Date): Promise<MfaChallengeClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: now,
    });
    const userId = Number(payload.sub);
    if (payload.purpose !== MFA_CHALLENGE_PURPOSE || typeof payload.jti !== 'string' || typeof payload.tid !== 'number') return undefined;
    if (!Number.isInteger(userId)) return undefined;
    return { challengeId: payload.jti, userId, tenantId: payload.tid };
  } catch {
    return undefined;
  }
}
