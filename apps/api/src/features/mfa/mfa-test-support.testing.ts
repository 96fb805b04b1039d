// Test support for the MFA route tests: a user with MFA turned on through the real endpoints.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ManualClock } from '../../platform/clock';
import { signInAs } from '../../../test/factories';
import { issueMfaChallenge } from './issue-mfa-challenge';
import { totpCodeAt } from './totp';

export interface MfaUser {
  token: string;
  secret: string;
  recoveryCodes: string[];
}

export function injectAs(app: FastifyInstance, host: string, token: string | undefined) {
  return (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(payload ? { payload } : {}) });
}

/** Signs in, sets MFA up with a code made from the issued secret, and moves the clock to the next step. */
export async function enableMfa(
  app: FastifyInstance,
  clock: ManualClock,
  host: string,
  user: { id: number; tenantId: number },
): Promise<MfaUser> {
  const call = injectAs(app, host, await signInAs(app, user));
  const setup = await call('POST', '/api/mfa/initiate-setup');
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const verified = await call('POST', '/api/mfa/verify-setup', { totpCode: totpCodeAt(secret, clock.now().getTime()) });
  expect(verified.statusCode).toBe(200);
  clock.advanceSeconds(30);
  return { token: verified.json().token, secret, recoveryCodes: verified.json().recoveryCodes };
}

/** A challenge token as a first factor (OTP, SSO) hands out for a user with MFA on. */
export async function challengeFor(app: FastifyInstance, user: { id: number; tenantId: number }): Promise<string> {
  return (await issueMfaChallenge(app.deps, user, 'otp', app.deps.db)).mfaChallengeToken;
}
