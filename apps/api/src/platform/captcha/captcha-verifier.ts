/** What a captcha check found. `solutionId` names the solution so it can be accepted only once. */
export type CaptchaVerdict = { ok: true; solutionId: string; expiresAt: Date } | { ok: false; reason: string };

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
