import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createCompany, createTenant, createUser, uniquePhone } from '../../../../test/factories';
import { companies, mfaChallenges, sessions, users } from '../../../db/schema/index';
import { createOutbox, requestCode, sendOtp, solveCaptcha, verifyOtp } from '../auth-test-kit';

let testApp: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let host: string;
const outbox = createOutbox();
const TEST_NUMBER = '9000000008';

beforeAll(async () => {
  testApp = await createTestApp({
    env: { ALTCHA_MAX_NUMBER: '1000', OTP_TEST_NUMBERS: `${TEST_NUMBER}:111111` },
    overrides: { smsSender: outbox.sender },
  });
  tenant = await createTenant(testApp.database.db);
  host = tenant.hostname;
});
afterAll(() => testApp.close());

const codeFor = (phone: string) => requestCode(testApp.app, host, outbox, phone);
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const verify = (body: Record<string, unknown>) => verifyOtp(testApp.app, host, body);

describe('first sign-in of a new number', () => {
  it('asks for the missing details without a token, keeps the code usable, then creates the user', async () => {
    const phone = uniquePhone();
    const otp = await codeFor(phone);
    const first = await verify({ phone, otp, captchaToken: 'ignored' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: 'Please complete your details to continue.',
      isNameNotProvided: true,
      isEmailMissing: true,
      isCompanyNameNotProvided: true,
    });
    expect(first.json().token).toBeUndefined();
    // Details incomplete (no gender): still flags, still no token, code still good.
    const partial = await verify({ phone, otp, name: 'Nina New', email: 'nina@example.com', companyName: 'Acme' });
    expect(partial.json()).toMatchObject({ isNameNotProvided: true });
    expect(partial.json().token).toBeUndefined();

    const company = await createCompany(testApp.database.db, tenant.id, 'Initech Picked');
    const done = await verify({ phone, otp, name: 'Nina New', gender: 'female', email: 'nina@example.com', companyId: company.id });
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Login successful',
      user: {
        name: 'Nina New',
        gender: 'female',
        email: 'nina@example.com',
        phone,
        companyId: company.id,
        companyName: 'Initech Picked',
        role: 'member',
      },
    });
    expect(body.data).toEqual({ token: body.token, user: body.user });
    const me = await testApp.app.inject({ method: 'GET', url: '/api/auth/me', headers: { host, authorization: `Bearer ${body.token}` } });
    expect(me.json().user.id).toBe(body.user.id);
    // Used once.
    expect((await verify({ phone, otp })).json()).toMatchObject({ error: 'OTP_EXPIRED' });
  });

  it('stores a typed free-text company as a new pending company', async () => {
    const phone = uniquePhone();
    const otp = await codeFor(phone);
    const answer = await verify({
      phone,
      otp,
      name: 'Fred Free',
      gender: 'male',
      email: 'fred@example.com',
      companyName: 'Brand New Startup',
    });
    expect(answer.json()).toMatchObject({ user: { companyName: 'Brand New Startup' } });
    const [row] = await testApp.database.db.select().from(companies).where(eq(companies.name, 'Brand New Startup'));
    expect(row).toMatchObject({ tenantId: tenant.id, status: 'pending' });
    const list = await testApp.app.inject({ method: 'GET', url: '/api/user/companies/', headers: { host } });
    expect(list.json().data.map((company: { name: string }) => company.name)).not.toContain('Brand New Startup');
  });

  it('asks an existing user only for what the account lacks, and returns the email it knows', async () => {
    const user = await createUser(testApp.database.db, tenant.id, { email: 'known@example.com', name: 'Known Person' });
    const otp = await codeFor(user.phone!);
    const first = await verify({ phone: user.phone, otp });
    expect(first.json()).toMatchObject({
      isNameNotProvided: false,
      isEmailMissing: false,
      isCompanyNameNotProvided: true,
      email: 'known@example.com',
    });
    const done = await verify({ phone: user.phone, otp, companyName: 'Globex Typed' });
    expect(done.json()).toMatchObject({
      user: { id: user.id, name: 'Known Person', email: 'known@example.com', companyName: 'Globex Typed' },
    });
  });

  it('refuses an email another account uses, an unknown company id, and a bad email', async () => {
    await createUser(testApp.database.db, tenant.id, { email: 'taken@example.com' });
    const phone = uniquePhone();
    const otp = await codeFor(phone);
    const details = { phone, otp, name: 'Tom', gender: 'male', companyName: 'X Co' };
    const taken = await verify({ ...details, email: 'TAKEN@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'CONFLICT', message: 'This email is already linked to another account.' });
    const unknownCompany = await verify({ ...details, email: 'tom@example.com', companyName: undefined, companyId: 999_999 });
    expect(unknownCompany.statusCode).toBe(400);
    const badEmail = await verify({ ...details, email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ error: 'VALIDATION_FAILED', message: 'email: Please enter a valid email address' });
    // None of these spent the code.
    expect((await verify({ ...details, email: 'tom@example.com' })).json()).toMatchObject({ success: true, user: { name: 'Tom' } });
  });
});

describe('returning sign-in', () => {
  it('gives a token straight away, a new session each time', async () => {
    const company = await createCompany(testApp.database.db, tenant.id);
    const user = await createUser(testApp.database.db, tenant.id, { companyId: company.id });
    const first = await verify({ phone: user.phone, otp: await codeFor(user.phone!) });
    expect(first.json()).toMatchObject({ success: true, user: { id: user.id } });
    testApp.clock.advanceSeconds(61);
    const second = await verify({ phone: user.phone, otp: await codeFor(user.phone!) });
    expect(second.json().token).not.toBe(first.json().token);
    expect(await testApp.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(2);
  });

  it('a user with MFA on gets an MFA challenge instead of a session', async () => {
    const company = await createCompany(testApp.database.db, tenant.id);
    const user = await createUser(testApp.database.db, tenant.id, { companyId: company.id });
    await testApp.database.db.update(users).set({ mfaEnabled: true }).where(eq(users.id, user.id));
    const answer = await verify({ phone: user.phone, otp: await codeFor(user.phone!) });
    const body = answer.json();
    expect(body).toMatchObject({ success: true, mfaRequired: true, userId: user.id });
    expect(body.token).toBeUndefined();
    const claims = decodeJwt(body.mfaChallengeToken);
    expect(claims).toMatchObject({ purpose: 'mfa-challenge', sub: String(user.id) });
    expect(claims.exp! - claims.iat!).toBe(300);
    const [challenge] = await testApp.database.db.select().from(mfaChallenges).where(eq(mfaChallenges.id, claims.jti!));
    expect(challenge).toMatchObject({ userId: user.id, usedAt: null });
    expect(await testApp.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it("the MFA challenge answer names the account's email (spec section 3: verify response)", async () => {
    const company = await createCompany(testApp.database.db, tenant.id);
    const withEmail = await createUser(testApp.database.db, tenant.id, { companyId: company.id });
    await testApp.database.db.update(users).set({ mfaEnabled: true, email: 'mfa.person@example.com' }).where(eq(users.id, withEmail.id));
    const answer = await verify({ phone: withEmail.phone, otp: await codeFor(withEmail.phone!) });
    expect(answer.json()).toMatchObject({ mfaRequired: true, userId: withEmail.id, email: 'mfa.person@example.com' });
  });
});

describe('wrong codes and limits', () => {
  it('answers Incorrect OTP, and a code dies after 5 wrong tries', async () => {
    const phone = uniquePhone();
    const otp = await codeFor(phone);
    for (let index = 0; index < 5; index++) {
      const answer = await verify({ phone, otp: wrong(otp) });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ success: false, error: 'OTP_INCORRECT', message: 'Incorrect OTP' });
    }
    const dead = await verify({ phone, otp });
    expect(dead.statusCode).toBe(400);
    expect(dead.json()).toMatchObject({
      error: 'OTP_EXPIRED',
      message: 'This OTP has expired or is no longer valid. Please request a new one.',
    });
  });

  it('locks the phone for 15 minutes after 10 wrong codes in a row, across new codes', async () => {
    const phone = uniquePhone();
    let otp = await codeFor(phone);
    for (let index = 0; index < 5; index++) await verify({ phone, otp: wrong(otp) });
    testApp.clock.advanceSeconds(61);
    otp = await codeFor(phone);
    for (let index = 0; index < 5; index++) expect((await verify({ phone, otp: wrong(otp) })).statusCode).toBe(400);
    const locked = await verify({ phone, otp });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(locked.json()).toMatchObject({ error: 'OTP_LOCKED', message: 'Too many attempts. Please try again later.' });
    testApp.clock.advanceSeconds(61);
    const sendWhileLocked = await requestCode(testApp.app, host, outbox, phone).catch((error: Error) => error.message);
    expect(sendWhileLocked).toContain('429');
    testApp.clock.advanceSeconds(900 - 61);
    otp = await codeFor(phone);
    expect((await verify({ phone, otp })).json()).toMatchObject({ success: true });
  });

  it('a right code resets the count of failures in a row', async () => {
    const phone = uniquePhone();
    let otp = await codeFor(phone);
    for (let index = 0; index < 4; index++) await verify({ phone, otp: wrong(otp) });
    expect((await verify({ phone, otp })).json()).toMatchObject({ isNameNotProvided: true });
    testApp.clock.advanceSeconds(61);
    otp = await codeFor(phone);
    for (let index = 0; index < 4; index++) await verify({ phone, otp: wrong(otp) });
    testApp.clock.advanceSeconds(61);
    otp = await codeFor(phone);
    for (let index = 0; index < 4; index++) expect((await verify({ phone, otp: wrong(otp) })).statusCode).toBe(400);
    expect((await verify({ phone, otp })).statusCode).toBe(200);
  });

  it('a code expires after 5 minutes', async () => {
    const phone = uniquePhone();
    const otp = await codeFor(phone);
    testApp.clock.advanceSeconds(299);
    expect((await verify({ phone, otp })).statusCode).toBe(200);
    testApp.clock.advanceSeconds(1);
    expect((await verify({ phone, otp })).json()).toMatchObject({ error: 'OTP_EXPIRED' });
  });

  it('refuses a code that was never sent', async () => {
    expect((await verify({ phone: uniquePhone(), otp: '123456' })).json()).toMatchObject({ error: 'OTP_EXPIRED' });
  });

  it('test numbers keep the wrong-code limits', async () => {
    const sent = await sendOtp(testApp.app, host, { phone: TEST_NUMBER, captchaToken: await solveCaptcha(testApp.app, host) });
    expect(sent.statusCode).toBe(200);
    for (let index = 0; index < 5; index++) expect((await verify({ phone: TEST_NUMBER, otp: '000000' })).statusCode).toBe(400);
    expect((await verify({ phone: TEST_NUMBER, otp: '111111' })).json()).toMatchObject({ error: 'OTP_EXPIRED' });
  });

  it('validates the code format', async () => {
    const answer = await verify({ phone: uniquePhone(), otp: '12a' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: 'otp: Please enter the complete OTP.' });
  });
});

describe('restricted tenants', () => {
  it('refuse an unknown phone at verify too', async () => {
    const restricted = await createTenant(testApp.database.db, { signInPolicy: 'noSelfRegistration' });
    const user = await createUser(testApp.database.db, restricted.id);
    const otp = await requestCode(testApp.app, restricted.hostname, outbox, user.phone!);
    await testApp.database.db.delete(users).where(eq(users.id, user.id));
    const answer = await verifyOtp(testApp.app, restricted.hostname, { phone: user.phone, otp });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ error: 'USER_NOT_REGISTERED' });
  });
});
