import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser } from '../../../test/factories';
import { challengeFor, enableMfa, injectAs } from './mfa-test-support.testing';
import { generateRecoveryCodes } from './recovery-codes';
import { totpCodeAt } from './totp';

// Finding 2 of issue 12: second-factor guesses fired at once must not outrun the 5-per-challenge
// and 10-in-a-row limits. The race shows on PostgreSQL; this runs on both databases.
let harness: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;

beforeAll(async () => {
  harness = await createTestApp();
  tenant = await createTenant(harness.database.db);
});
afterAll(() => harness.close());

async function mfaUser() {
  const user = await createUser(harness.database.db, tenant.id);
  return { user, ...(await enableMfa(harness.app, harness.clock, tenant.hostname, user)) };
}

/** `count` six-digit codes none of which is valid now (±1 step). */
function wrongTotpCodes(secret: string, count: number): string[] {
  const now = harness.clock.now().getTime();
  const valid = new Set([-30_000, 0, 30_000].map((offset) => totpCodeAt(secret, now + offset)));
  const codes: string[] = [];
  for (let candidate = 0; codes.length < count; candidate++) {
    const code = String(candidate * 7919)
      .padStart(6, '0')
      .slice(-6);
    if (!valid.has(code) && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

const countErrors = (answers: { json(): { error?: string } }[], error: string) =>
  answers.filter((answer) => answer.json().error === error).length;

describe('parallel second-factor guesses', () => {
  it('200 wrong TOTP codes at once on a login challenge evaluate at most 5; the right code is then refused', async () => {
    const { user, secret } = await mfaUser();
    const mfaChallengeToken = await challengeFor(harness.app, user);
    const call = injectAs(harness.app, tenant.hostname, undefined);
    const answers = await Promise.all(
      wrongTotpCodes(secret, 200).map((totpCode) => call('POST', '/api/mfa/verify-login-mfa', { mfaChallengeToken, totpCode })),
    );
    expect(countErrors(answers, 'MFA_INVALID_CODE')).toBeLessThanOrEqual(5);
    const right = await call('POST', '/api/mfa/verify-login-mfa', {
      mfaChallengeToken,
      totpCode: totpCodeAt(secret, harness.clock.now().getTime()),
    });
    expect(right.statusCode).not.toBe(200);
  });

  it('200 wrong recovery codes at once evaluate at most 5; a right recovery code is then refused', async () => {
    const { user, recoveryCodes } = await mfaUser();
    const mfaChallengeToken = await challengeFor(harness.app, user);
    const call = injectAs(harness.app, tenant.hostname, undefined);
    const answers = await Promise.all(
      generateRecoveryCodes(200).map((recoveryCode) =>
        call('POST', '/api/mfa/use-recovery-code', { userId: user.id, mfaChallengeToken, recoveryCode }),
      ),
    );
    expect(countErrors(answers, 'MFA_INVALID_CODE')).toBeLessThanOrEqual(5);
    const right = await call('POST', '/api/mfa/use-recovery-code', { userId: user.id, mfaChallengeToken, recoveryCode: recoveryCodes[0] });
    expect(right.statusCode).not.toBe(200);
  });

  it('200 wrong codes at once to turn MFA off evaluate at most 10 (the lock); the right code is then refused', async () => {
    const { token, secret } = await mfaUser();
    const call = injectAs(harness.app, tenant.hostname, token);
    const answers = await Promise.all(wrongTotpCodes(secret, 200).map((totpCode) => call('POST', '/api/mfa/disable', { totpCode })));
    expect(countErrors(answers, 'MFA_INVALID_CODE')).toBeLessThanOrEqual(10);
    const right = await call('POST', '/api/mfa/disable', { totpCode: totpCodeAt(secret, harness.clock.now().getTime()) });
    expect(right.statusCode).toBe(429);
  });
});
