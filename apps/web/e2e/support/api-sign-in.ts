/**
 * Signs a demo account in through the real HTTP API (captcha challenge solved in Node, OTP sent,
 * fixed demo code verified) and returns its session token. Browser tests put the token in local
 * storage instead of driving the login page, which has its own tests.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** Demo accounts (apps/api/src/db/seed/demo-seed.ts) with the fixed code of `npm start`. */
export const DEMO_PHONES = { admin: '9000000001', staff: '9000000002', participant: '9000000003', visitor: '9000000004' } as const;
export const DEMO_CODE = '123456';

/** How many times a sign-in is tried when another worker spent the same account's code first. */
const SHARED_ACCOUNT_ATTEMPTS = 5;

export async function signInThroughApi(request: APIRequestContext, phone: string, code: string = DEMO_CODE): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await sendAndVerify(request, phone, code);
    const token: unknown = answer.body.token ?? answer.body.data?.token;
    if (answer.ok && typeof token === 'string') return token;
    // The demo accounts are shared by test files running in parallel workers. A send replaces the
    // phone's code and a verify spends it (both as the product requires), so another worker's
    // sign-in between our send and our verify leaves us OTP_EXPIRED: that is the race, not a
    // failure of the product, and a fresh send resolves it.
    const raced = answer.body.error === 'OTP_EXPIRED' && attempt < SHARED_ACCOUNT_ATTEMPTS;
    if (!raced) throw new Error(`verifyOtp ${phone}: ${answer.status} ${JSON.stringify(answer.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 250));
  }
}

/**
 * Signs a new person up through the API with complete details (the first verify reports the
 * missing fields, the second brings them) and returns their token. Tests that drive the login page
 * with a returning account use such a person, on a number no other test file signs in with, so a
 * parallel worker can never spend the code the page is about to verify.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  phone: string,
  code: string,
  details: { name: string; email: string; gender?: 'male' | 'female' | 'other'; companyName: string },
): Promise<string> {
  const first = await sendAndVerify(request, phone, code);
  const firstToken: unknown = first.body.token ?? first.body.data?.token;
  if (first.ok && typeof firstToken === 'string') return firstToken;
  const completed = await request.post('/api/customer/verifyOtp', { data: { phone, otp: code, gender: 'male', ...details } });
  const body = await completed.json();
  const token: unknown = body.token ?? body.data?.token;
  if (!completed.ok() || typeof token !== 'string') throw new Error(`sign-up ${phone}: ${completed.status()} ${JSON.stringify(body)}`);
  return token;
}

async function sendAndVerify(request: APIRequestContext, phone: string, code: string) {
  const challengeAnswer = await request.get('/api/captcha/challenge');
  if (!challengeAnswer.ok()) throw new Error(`captcha challenge: ${challengeAnswer.status()} ${await challengeAnswer.text()}`);
  const challenge = await challengeAnswer.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const captchaToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const sent = await request.post('/api/customer/generateOtp', { data: { phone, captchaToken } });
  if (!sent.ok()) throw new Error(`generateOtp ${phone}: ${sent.status()} ${await sent.text()}`);
  const verified = await request.post('/api/customer/verifyOtp', { data: { phone, otp: code } });
  return { ok: verified.ok(), status: verified.status(), body: await verified.json() };
}

/**
 * A new person signed up through the API (male, at Initech, an email unique to this run) and
 * signed in on `page` as the sign-in page leaves it: token in local storage, cookies consent given.
 */
export async function signUpOnPage(page: Page, request: APIRequestContext, phone: string, code: string, name: string): Promise<string> {
  const first = name.split(' ')[0]!.toLowerCase();
  const token = await signUpThroughApi(request, phone, code, {
    name,
    email: `${first}.${phone}.${Date.now()}@example.com`,
    gender: 'male',
    companyName: 'Initech',
  });
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('thirdPartyConsent', 'accepted');
  }, token);
  return token;
}
