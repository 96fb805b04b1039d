/**
 * Helpers for the sign-in tests (imported by *.test.ts only): a captured SMS outbox, a real ALTCHA
 * solution from the app's own challenge, and a full sign-in through the HTTP API.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { ConsoleSmsSender } from '../../platform/sms/console-sms-sender';

/** The console adapter writing into an array, with a reader for the last code sent to a phone. */
export function createOutbox() {
  const lines: string[] = [];
  return {
    sender: new ConsoleSmsSender((line) => lines.push(line)),
    lines,
    lastCodeFor(phone: string): string {
      const line = [...lines].reverse().find((entry) => entry.includes(`+91 ${phone}:`));
      const code = line ? /: (\d{6}) is your/.exec(line)?.[1] : undefined;
      if (!code) throw new Error(`no SMS to ${phone}`);
      return code;
    },
  };
}

/** The address `sendOtp` sends from unless told otherwise. */
export const DEFAULT_TEST_IP = '203.0.113.10';

/**
 * Fetches a challenge from the app and solves it as the widget would; returns the widget's payload.
 * A challenge counts only from the address it was issued to: fetch it from the address (and with the
 * forwarding headers) the solution will be sent with.
 */
export async function solveCaptcha(
  app: FastifyInstance,
  host: string,
  ip = DEFAULT_TEST_IP,
  headers: Record<string, string> = {},
): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: '/api/captcha/challenge', headers: { ...headers, host }, remoteAddress: ip });
  if (answer.statusCode !== 200) throw new Error(`challenge: ${answer.statusCode} ${answer.body}`);
  const challenge = answer.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export function sendOtp(app: FastifyInstance, host: string, body: Record<string, unknown>, ip = DEFAULT_TEST_IP) {
  return app.inject({ method: 'POST', url: '/api/customer/generateOtp', headers: { host }, payload: body, remoteAddress: ip });
}

export function verifyOtp(app: FastifyInstance, host: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/customer/verifyOtp', headers: { host }, payload: body });
}

/** Sends a code with a solved captcha and returns it from the outbox. */
export async function requestCode(app: FastifyInstance, host: string, outbox: ReturnType<typeof createOutbox>, phone: string, ip?: string) {
  const answer = await sendOtp(app, host, { phone, captchaToken: await solveCaptcha(app, host, ip) }, ip);
  if (answer.statusCode !== 200) throw new Error(`generateOtp: ${answer.statusCode} ${answer.body}`);
  return outbox.lastCodeFor(phone);
}
