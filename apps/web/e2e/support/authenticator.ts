import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;
/** A step's code is not used this close to the step's end, so the server still sees the same step. */
const STEP_END_MARGIN_MS = 10_000;

/**
 * The code an authenticator app would show, for the oldest 30 s step after `afterStep` that the
 * server still accepts. The server takes a code of the step before or after its own (an app's
 * clock drifts; TOTP_WINDOW_STEPS in apps/api/src/features/mfa/totp.ts) and refuses a step already
 * used, so three codes in a row (steps n-1, n, n+1) need no wait for the clock; waiting for the next
 * step instead cost up to 30 s per code.
 */
export async function authenticatorCode(secret: string, afterStep = Number.NEGATIVE_INFINITY): Promise<{ code: string; step: number }> {
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / PERIOD_MS);
    const msLeftInStep = (current + 1) * PERIOD_MS - now;
    const step = Math.max(current - 1, afterStep + 1);
    if (step <= current + 1 && msLeftInStep > STEP_END_MARGIN_MS) {
      const code = TOTP.generate({
        secret: Secret.fromBase32(secret),
        algorithm: 'SHA1',
        digits: 6,
        period: 30,
        timestamp: step * PERIOD_MS,
      });
      return { code, step };
    }
    await new Promise((resolve) => setTimeout(resolve, msLeftInStep + 250));
  }
}
