import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createTenant, createUser, uniquePhone } from '../../../../test/factories';
import { startProviderServer } from '../../../../test/local-provider-server';
import { otpCodes, otpSends } from '../../../db/schema/index';
import { TwilioSmsSender } from '../../../platform/sms/twilio-sms-sender';
import { createOutbox, requestCode, sendOtp, solveCaptcha, verifyOtp } from '../auth-test-kit';

const TEST_NUMBER = '9000000009';
let testApp: TestApp;
let host: string;
const outbox = createOutbox();

beforeAll(async () => {
  testApp = await createTestApp({
    env: { ALTCHA_MAX_NUMBER: '1000', OTP_TEST_NUMBERS: `${TEST_NUMBER}:654321`, OTP_IP_HOURLY_LIMIT: '20' },
    overrides: { smsSender: outbox.sender },
  });
  host = (await createTenant(testApp.database.db)).hostname;
});
afterAll(() => testApp.close());

const send = async (phone: string, ip?: string) =>
  sendOtp(testApp.app, host, { phone, captchaToken: await solveCaptcha(testApp.app, host, ip) }, ip);

describe('POST /api/customer/generateOtp', () => {
  it('sends a 6-digit code: one outbox line with the phone and the text; stores only a keyed hash', async () => {
    const phone = uniquePhone();
    const answer = await send(phone);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      message: 'OTP sent successfully',
      data: { phone, expiresInSeconds: 300, resendAfterSeconds: 60 },
    });
    const line = outbox.lines.at(-1)!;
    expect(line).toMatch(new RegExp(`^\\[sms outbox\\] to \\+91 ${phone}: \\d{6} is your .+ sign-in code\\. It expires in 5 minutes\\.`));
    const code = outbox.lastCodeFor(phone);
    const [row] = await testApp.database.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
  });

  it('refuses a missing, wrong or tampered captcha', async () => {
    const phone = uniquePhone();
    const missing = await sendOtp(testApp.app, host, { phone });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'CAPTCHA_FAILED', message: 'Please complete the CAPTCHA verification' });
    const garbage = await sendOtp(testApp.app, host, { phone, captchaToken: 'not-a-payload' });
    expect(garbage.json()).toMatchObject({ error: 'CAPTCHA_FAILED' });
    const payload = JSON.parse(Buffer.from(await solveCaptcha(testApp.app, host), 'base64').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: 'ab'.repeat(32) } };
    const wrongAnswer = await sendOtp(testApp.app, host, { phone, captchaToken: encode(wrongKey) });
    expect(wrongAnswer.statusCode).toBe(400);
    expect(wrongAnswer.json()).toMatchObject({ error: 'CAPTCHA_FAILED' });
    const easier = { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, keyPrefix: '00' } } };
    expect((await sendOtp(testApp.app, host, { phone, captchaToken: encode(easier) })).json()).toMatchObject({ error: 'CAPTCHA_FAILED' });
    // The untouched payload still works: the refusals did not spend it.
    expect((await sendOtp(testApp.app, host, { phone, captchaToken: encode(payload) })).statusCode).toBe(200);
  });

  it('accepts each captcha solution once', async () => {
    const captchaToken = await solveCaptcha(testApp.app, host);
    expect((await sendOtp(testApp.app, host, { phone: uniquePhone(), captchaToken })).statusCode).toBe(200);
    const replay = await sendOtp(testApp.app, host, { phone: uniquePhone(), captchaToken });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'CAPTCHA_FAILED', message: 'This CAPTCHA was already used. Please verify again.' });
  });

  it('refuses a captcha challenge older than 10 minutes', async () => {
    const captchaToken = await solveCaptcha(testApp.app, host);
    testApp.clock.advanceSeconds(601);
    const answer = await sendOtp(testApp.app, host, { phone: uniquePhone(), captchaToken });
    expect(answer.json()).toMatchObject({ error: 'CAPTCHA_FAILED' });
  });

  it('validates the phone number', async () => {
    const answer = await sendOtp(testApp.app, host, { phone: '12345', captchaToken: 'x' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'VALIDATION_FAILED', message: 'phone: Please enter a valid mobile number' });
  });

  it('allows one send per phone per 60 s, answering 429 with Retry-After', async () => {
    const phone = uniquePhone();
    expect((await send(phone)).statusCode).toBe(200);
    testApp.clock.advanceSeconds(20);
    const limited = await send(phone);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('40');
    expect(limited.json()).toMatchObject({ success: false, error: 'RATE_LIMITED', message: 'Too many attempts. Please try again later.' });
    testApp.clock.advanceSeconds(40);
    expect((await send(phone)).statusCode).toBe(200);
  });

  it('allows 5 sends per phone per 15 minutes and 10 per day', async () => {
    const phone = uniquePhone();
    for (let index = 0; index < 5; index++) {
      expect((await send(phone)).statusCode).toBe(200);
      testApp.clock.advanceSeconds(61);
    }
    const fifteen = await send(phone);
    expect(fifteen.statusCode).toBe(429);
    expect(Number(fifteen.headers['retry-after'])).toBe(900 - 5 * 61);
    testApp.clock.advanceSeconds(900);
    for (let index = 0; index < 5; index++) {
      expect((await send(phone)).statusCode).toBe(200);
      testApp.clock.advanceSeconds(61);
    }
    testApp.clock.advanceSeconds(900);
    const daily = await send(phone);
    expect(daily.statusCode).toBe(429);
    expect(Number(daily.headers['retry-after'])).toBeGreaterThan(80_000);
  });

  it('allows OTP_IP_HOURLY_LIMIT (here 20) sends per IP per hour, and says when to try again', async () => {
    const ip = '198.51.100.77';
    for (let index = 0; index < 20; index++) expect((await send(uniquePhone(), ip)).statusCode).toBe(200);
    const limited = await send(uniquePhone(), ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    expect(limited.json()).toMatchObject({
      message: 'Too many attempts. Please try again later.',
      retryAfterSeconds: Number(limited.headers['retry-after']),
    });
    expect((await send(uniquePhone(), '198.51.100.78')).statusCode).toBe(200);
  });

  it('test numbers skip the send limits and the SMS, but not the captcha', async () => {
    const before = outbox.lines.length;
    for (let index = 0; index < 12; index++) expect((await send(TEST_NUMBER)).statusCode).toBe(200);
    expect(outbox.lines.length).toBe(before);
    expect((await testApp.database.db.select().from(otpSends).where(eq(otpSends.phone, TEST_NUMBER))).length).toBe(0);
    expect((await sendOtp(testApp.app, host, { phone: TEST_NUMBER })).json()).toMatchObject({ error: 'CAPTCHA_FAILED' });
    const signedIn = await verifyOtp(testApp.app, host, { phone: TEST_NUMBER, otp: '654321' });
    expect(signedIn.json()).toMatchObject({ success: true, isNameNotProvided: true });
  });

  it('a new send replaces the old code', async () => {
    const phone = uniquePhone();
    const first = await requestCode(testApp.app, host, outbox, phone);
    testApp.clock.advanceSeconds(61);
    const second = await requestCode(testApp.app, host, outbox, phone);
    if (first !== second) {
      const old = await verifyOtp(testApp.app, host, { phone, otp: first });
      expect(old.json()).toMatchObject({ error: 'OTP_INCORRECT' });
    }
    expect((await verifyOtp(testApp.app, host, { phone, otp: second })).json()).toMatchObject({ success: true });
  });
});

describe('tenants that restrict sign-in', () => {
  it('answers an unknown phone exactly as a registered one, and sends the SMS only to the registered one', async () => {
    const tenant = await createTenant(testApp.database.db, { signInPolicy: 'registeredOnly' });
    const known = await createUser(testApp.database.db, tenant.id);
    const unknownPhone = uniquePhone();
    const send = async (phone: string) =>
      sendOtp(testApp.app, tenant.hostname, { phone, captchaToken: await solveCaptcha(testApp.app, tenant.hostname) });
    const unknown = await send(unknownPhone);
    const registered = await send(known.phone!);
    expect(unknown.statusCode).toBe(200);
    expect(registered.statusCode).toBe(200);
    expect({ ...unknown.json(), data: { ...unknown.json().data, phone: 'x' } }).toEqual({
      ...registered.json(),
      data: { ...registered.json().data, phone: 'x' },
    });
    expect(outbox.lastCodeFor(known.phone!)).toMatch(/^\d{6}$/);
    expect(() => outbox.lastCodeFor(unknownPhone)).toThrow();
    // A guessed code gets the same answer for both, and so does a second send within the minute.
    const guess = (phone: string) => verifyOtp(testApp.app, tenant.hostname, { phone, otp: '000000' });
    expect((await guess(unknownPhone)).json()).toEqual((await guess(known.phone!)).json());
    expect((await send(unknownPhone)).statusCode).toBe(429);
    expect((await send(known.phone!)).statusCode).toBe(429);
  });

  it('pre-registered-only sends only to users an admin listed', async () => {
    const tenant = await createTenant(testApp.database.db, { signInPolicy: 'preRegisteredOnly' });
    const known = await createUser(testApp.database.db, tenant.id);
    const answer = await sendOtp(testApp.app, tenant.hostname, {
      phone: known.phone!,
      captchaToken: await solveCaptcha(testApp.app, tenant.hostname),
    });
    expect(answer.statusCode).toBe(200);
    expect(() => outbox.lastCodeFor(known.phone!)).toThrow();
  });
});

describe('when the SMS provider fails', () => {
  it('answers 502 UPSTREAM_FAILED and stores nothing: no code, no counted send', async () => {
    const twilio = await startProviderServer(() => ({
      status: 400,
      body: {
        code: 21211,
        message: "The 'To' number is not a valid phone number.",
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      },
    }));
    const failing = await createTestApp({
      env: { ALTCHA_MAX_NUMBER: '1000' },
      database: testApp.database,
      overrides: {
        smsSender: new TwilioSmsSender({
          accountSid: 'AC123',
          authToken: 'secret',
          from: '+15005550006',
          baseUrl: twilio.url,
          verifyBaseUrl: twilio.url,
        }),
      },
    });
    try {
      const phone = uniquePhone();
      const answer = await sendOtp(failing.app, host, { phone, captchaToken: await solveCaptcha(failing.app, host) });
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toEqual({
        success: false,
        error: 'UPSTREAM_FAILED',
        message: 'We could not send the SMS right now. Please try again in a few minutes.',
      });
      expect(twilio.requests).toHaveLength(1);
      const db = testApp.database.db;
      expect(
        await db
          .select()
          .from(otpCodes)
          .where(and(eq(otpCodes.phone, phone))),
      ).toEqual([]);
      expect(await db.select().from(otpSends).where(eq(otpSends.phone, phone))).toEqual([]);
    } finally {
      await failing.app.close();
      await twilio.close();
    }
  });
});
