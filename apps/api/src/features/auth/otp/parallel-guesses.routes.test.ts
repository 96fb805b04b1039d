import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createCompany, createTenant, createUser } from '../../../../test/factories';
import { createOutbox, requestCode, verifyOtp } from '../auth-test-kit';

// Finding 2 of issue 12: guesses fired at once must not outrun the 5-per-code and 10-in-a-row
// limits. The race shows on PostgreSQL (parallel connections); this runs on both databases.
let testApp: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
const outbox = createOutbox();

beforeAll(async () => {
  testApp = await createTestApp({ env: { ALTCHA_MAX_NUMBER: '1000' }, overrides: { smsSender: outbox.sender } });
  tenant = await createTenant(testApp.database.db);
});
afterAll(() => testApp.close());

const wrongCodes = (right: string, count: number) =>
  Array.from({ length: count }, (_, index) => String((Number(right) + 1 + index) % 1_000_000).padStart(6, '0'));

describe('parallel OTP guesses', () => {
  it('200 wrong guesses at once evaluate at most 5; the right code is then refused', async () => {
    const company = await createCompany(testApp.database.db, tenant.id);
    const member = await createUser(testApp.database.db, tenant.id, { companyId: company.id });
    const otp = await requestCode(testApp.app, tenant.hostname, outbox, member.phone!);

    const answers = await Promise.all(
      wrongCodes(otp, 200).map((guess) => verifyOtp(testApp.app, tenant.hostname, { phone: member.phone, otp: guess })),
    );
    const errors = answers.map((answer) => answer.json().error);
    expect(errors.filter((error) => error === 'OTP_INCORRECT').length).toBeLessThanOrEqual(5);
    expect(answers.every((answer) => answer.statusCode !== 200)).toBe(true);

    const right = await verifyOtp(testApp.app, tenant.hostname, { phone: member.phone, otp });
    expect(right.statusCode).not.toBe(200);
    expect(right.json().token).toBeUndefined();
  });
});
