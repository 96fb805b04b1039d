/**
 * Signs a demo account in through the real HTTP API (captcha challenge solved in Node, OTP sent,
 * fixed demo code verified) and returns its session token. Browser tests put the token in local
 * storage instead of driving the login page, which has its own tests.
 */
import type { APIRequestContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** Demo accounts (apps/api/src/db/seed/demo-seed.ts) with the fixed code of `npm start`. */
export const DEMO_PHONES = { admin: '9000000001', staff: '9000000002', participant: '9000000003', visitor: '9000000004' } as const;
export const DEMO_CODE = '123456';

export async function signInThroughApi(request: APIRequestContext, phone: string, code: string = DEMO_CODE): Promise<string> {
  const challengeAnswer = await request.get('/api/captcha/challenge');
  if (!challengeAnswer.ok()) throw new Error(`captcha challenge: ${challengeAnswer.status()} ${await challengeAnswer.text()}`);
  const challenge = await challengeAnswer.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const captchaToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const sent = await request.post('/api/customer/generateOtp', { data: { phone, captchaToken } });
  if (!sent.ok()) throw new Error(`generateOtp ${phone}: ${sent.status()} ${await sent.text()}`);
  const verified = await request.post('/api/customer/verifyOtp', { data: { phone, otp: code } });
  const body = await verified.json();
  const token: unknown = body.token ?? body.data?.token;
  if (!verified.ok() || typeof token !== 'string') throw new Error(`verifyOtp ${phone}: ${verified.status()} ${JSON.stringify(body)}`);
  return token;
}
