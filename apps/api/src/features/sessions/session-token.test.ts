import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { readSessionToken, signSessionToken } from './session-token';

const secret = new TextEncoder().encode('a-session-secret-of-at-least-32-bytes!!');
const issuedAt = new Date('2026-11-22T08:00:00Z');
const expiresAt = new Date('2026-11-29T08:00:00Z');
const claims = { sessionId: '6f1c2d0e-9a8b-4c7d-8e6f-5a4b3c2d1e0f', userId: 42, tenantId: 7, issuedAt, expiresAt };
const during = new Date('2026-11-23T08:00:00Z');

const forged = (overrides: { alg?: string; iss?: string; aud?: string; payload?: Record<string, unknown>; exp?: number }) =>
  new SignJWT({ sid: claims.sessionId, tid: claims.tenantId, ...overrides.payload })
    .setProtectedHeader({ alg: overrides.alg ?? 'HS256' })
    .setSubject('42')
    .setIssuer(overrides.iss ?? 'podium')
    .setAudience(overrides.aud ?? 'podium-session')
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(overrides.exp ?? Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);

describe('session tokens', () => {
  it('reads back the claims of a token it signed, until it expires', async () => {
    const token = await signSessionToken(secret, claims);
    expect(await readSessionToken(secret, token, during)).toEqual({ sessionId: claims.sessionId, userId: 42, tenantId: 7 });
    expect(await readSessionToken(secret, token, new Date(expiresAt.getTime() - 1000))).toBeDefined();
    expect(await readSessionToken(secret, token, expiresAt)).toBeUndefined();
  });

  it('refuses a token signed with another secret, or changed after signing', async () => {
    const token = await signSessionToken(new TextEncoder().encode('another-secret-of-at-least-32-bytes!!!'), claims);
    expect(await readSessionToken(secret, token, during)).toBeUndefined();
    const [header, payload, signature] = (await signSessionToken(secret, claims)).split('.');
    const raised = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' })).toString(
      'base64url',
    );
    expect(await readSessionToken(secret, `${header}.${raised}.${signature}`, during)).toBeUndefined();
  });

  it('refuses alg none and any algorithm but HS256', async () => {
    const unsigned = new UnsecuredJWT({ sid: claims.sessionId, tid: 7 })
      .setSubject('42')
      .setIssuer('podium')
      .setAudience('podium-session')
      .encode();
    expect(await readSessionToken(secret, unsigned, during)).toBeUndefined();
    expect(await readSessionToken(secret, await forged({ alg: 'HS512' }), during)).toBeUndefined();
    expect(await readSessionToken(secret, await forged({}), during)).toBeDefined();
  });

  it('refuses another issuer or audience, and a token missing its session or tenant', async () => {
    expect(await readSessionToken(secret, await forged({ iss: 'someone-else' }), during)).toBeUndefined();
    expect(await readSessionToken(secret, await forged({ aud: 'podium-mfa' }), during)).toBeUndefined();
    expect(await readSessionToken(secret, await forged({ payload: { sid: undefined } }), during)).toBeUndefined();
    expect(await readSessionToken(secret, await forged({ payload: { tid: '7' } }), during)).toBeUndefined();
    expect(await readSessionToken(secret, 'not-a-token', during)).toBeUndefined();
  });
});
