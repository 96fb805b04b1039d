import { createVerifier } from 'fast-jwt';
import { SignJWT } from 'jose';

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

type TokenVerifier = (token: string) => Record<string, unknown>;
const verifiers = new WeakMap<Uint8Array, TokenVerifier>();

/**
 * fast-jwt verifies with node:crypto's HMAC synchronously. Every API call verifies a session token,
 * and jose's WebCrypto verify (an async crypto job per call) was ~10% of the server's CPU per
 * check-in in the V8 profile (docs/benchmarks.md). Expiry is checked against our clock below, so
 * a test clock and the server agree.
 */
function verifierFor(secret: Uint8Array): TokenVerifier {
  let verify = verifiers.get(secret);
  if (!verify) {
    verify = createVerifier({
      key: Buffer.from(secret),
      algorithms: ['HS256'],
      allowedIss: ISSUER,
      allowedAud: AUDIENCE,
      requiredClaims: ['sub', 'sid', 'tid', 'exp'],
      ignoreExpiration: true,
      ignoreNotBefore: true,
    }) as TokenVerifier;
    verifiers.set(secret, verify);
  }
  return verify;
}

/**
 * Verifies signature (HS256 only: `alg: none` and other algorithms are refused), issuer, audience
 * and expiry against `now`. Returns undefined for any token that does not pass.
 */
export async function readSessionToken(secret: Uint8Array, token: string, now: Date): Promise<SessionTokenClaims | undefined> {
  let payload: Record<string, unknown>;
  try {
    payload = verifierFor(secret)(token);
  } catch {
    return undefined;
  }
  const nowSeconds = now.getTime() / 1000;
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) return undefined;
  if (typeof payload.nbf === 'number' && payload.nbf > nowSeconds) return undefined;
  const userId = Number(payload.sub);
  if (typeof payload.sid !== 'string' || typeof payload.tid !== 'number' || !Number.isInteger(userId)) return undefined;
  return { sessionId: payload.sid, userId, tenantId: payload.tid };
}
