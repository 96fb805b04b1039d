/**
 * What a captcha check found. `solutionId` names the solution so it can be accepted only once;
 * `cost` is the proof of work the solution was issued at (ALTCHA's signed maxNumber; hosted
 * providers set their difficulty in their dashboards and give none).
 */
export type CaptchaVerdict = { ok: true; solutionId: string; expiresAt: Date; cost?: number } | { ok: false; reason: string };

/** Checks the captcha widget's answer. Throws CaptchaUnavailableError when the provider cannot be reached. */
export interface CaptchaVerifier {
  readonly provider: 'altcha' | 'turnstile' | 'hcaptcha' | 'recaptcha' | 'none';
  verify(token: string, remoteIp: string): Promise<CaptchaVerdict>;
}

export class CaptchaUnavailableError extends Error {
  constructor(
    readonly provider: string,
    readonly detail: string,
  ) {
    super(`${provider}: ${detail}`);
    this.name = 'CaptchaUnavailableError';
  }
}
