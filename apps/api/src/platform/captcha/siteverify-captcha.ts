import { createHash } from 'node:crypto';
import type { Clock } from '../clock';
import { OPERATOR_CONFIGURED, outboundFetch } from '../guarded-http';
import { CaptchaUnavailableError, type CaptchaVerdict, type CaptchaVerifier } from './captcha-verifier';

export type SiteverifyProvider = 'turnstile' | 'hcaptcha' | 'recaptcha';

/** The documented siteverify endpoints (CAPTCHA_VERIFY_URL overrides, e.g. for tests). */
export const SITEVERIFY_URLS: Record<SiteverifyProvider, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
};

/** Tokens of these providers live minutes (Turnstile 300 s, reCAPTCHA 120 s); we remember used ones a bit longer. */
const USED_TOKEN_MEMORY_SECONDS = 15 * 60;
const SITEVERIFY_TIMEOUT_MS = 10_000;

/**
 * Cloudflare Turnstile, hCaptcha and Google reCAPTCHA share one protocol: POST a form with
 * `secret`, `response` and `remoteip` to siteverify; the answer is `{ success, 'error-codes' }`.
 */
export class SiteverifyCaptcha implements CaptchaVerifier {
  constructor(
    readonly provider: SiteverifyProvider,
    private readonly options: { secret: string; siteKey?: string; verifyUrl?: string },
    private readonly clock: Clock,
  ) {}

  async verify(token: string, remoteIp: string): Promise<CaptchaVerdict> {
    const form = new URLSearchParams({ secret: this.options.secret, response: token, remoteip: remoteIp });
    if (this.provider === 'hcaptcha' && this.options.siteKey) form.set('sitekey', this.options.siteKey);
    const url = this.options.verifyUrl ?? SITEVERIFY_URLS[this.provider];
    let response: Response;
    try {
      // The documented endpoint or CAPTCHA_VERIFY_URL: the operator's choice, never a tenant admin's.
      response = await outboundFetch(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
        },
        OPERATOR_CONFIGURED,
      );
    } catch (error) {
      throw new CaptchaUnavailableError(this.provider, `could not reach siteverify: ${(error as Error).message}`);
    }
    if (!response.ok) throw new CaptchaUnavailableError(this.provider, `siteverify answered HTTP ${response.status}`);
    const body = (await response.json().catch(() => ({}))) as { success?: boolean; 'error-codes'?: string[] };
    if (body.success !== true) return { ok: false, reason: (body['error-codes'] ?? []).join(', ') || 'not verified' };
    return {
      ok: true,
      solutionId: createHash('sha256').update(`${this.provider}:${token}`).digest('hex'),
      expiresAt: new Date(this.clock.now().getTime() + USED_TOKEN_MEMORY_SECONDS * 1000),
    };
  }
}
