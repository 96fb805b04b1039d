import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMfaChallengeToken } from '@podium/contracts/mfa/mfa-rules';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser } from '../../../test/factories';
import { createOutbox, requestCode, verifyOtp } from '../auth/auth-test-kit';
import { enableMfa, injectAs } from './mfa-test-support.testing';
import { totpCodeAt } from './totp';

describe('sign-in with MFA through the real first factor', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  const outbox = createOutbox();

  beforeAll(async () => {
    harness = await createTestApp({ overrides: { smsSender: outbox.sender } });
    tenant = await createTenant(harness.database.db);
  });
  afterAll(() => harness.close());

  it('phone + OTP answers a challenge and no session; the TOTP step answers the session', async () => {
    const company = await createCompany(harness.database.db, tenant.id);
    const user = await createUser(harness.database.db, tenant.id, { companyId: company.id });
    const { secret } = await enableMfa(harness.app, harness.clock, tenant.hostname, user);
    const otp = await requestCode(harness.app, tenant.hostname, outbox, user.phone!);
    const first = await verifyOtp(harness.app, tenant.hostname, { phone: user.phone, otp });
    expect(first.statusCode).toBe(200);
    const challenge = first.json();
    expect(challenge).toMatchObject({ mfaRequired: true, userId: user.id });
    expect(challenge.token).toBeUndefined();
    expect(isMfaChallengeToken(challenge.mfaChallengeToken)).toBe(true);
    // A challenge token is not a session.
    expect((await injectAs(harness.app, tenant.hostname, challenge.mfaChallengeToken)('GET', '/api/mfa/status')).statusCode).toBe(401);

    const second = await injectAs(harness.app, tenant.hostname, undefined)('POST', '/api/mfa/verify-login-mfa', {
      mfaChallengeToken: challenge.mfaChallengeToken,
      totpCode: totpCodeAt(secret, harness.clock.now().getTime()),
    });
    expect(second.statusCode).toBe(200);
    expect((await injectAs(harness.app, tenant.hostname, second.json().token)('GET', '/api/mfa/status')).json().isMfaEnabled).toBe(true);
  });
});
