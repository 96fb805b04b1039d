import { describe, expect, it } from 'vitest';
import { hostedCaptchaScriptUrl } from './hosted-captchas';

describe('hostedCaptchaScriptUrl', () => {
  it("asks each provider's documented script for explicit rendering with our onload callback", () => {
    expect(hostedCaptchaScriptUrl('turnstile', 'onTurnstile')).toBe(
      'https://challenges.cloudflare.com/turnstile/v0/api.js?onload=onTurnstile&render=explicit',
    );
    expect(hostedCaptchaScriptUrl('hcaptcha', 'onHcaptcha')).toBe(
      'https://js.hcaptcha.com/1/api.js?onload=onHcaptcha&render=explicit&recaptchacompat=off',
    );
    expect(hostedCaptchaScriptUrl('recaptcha', 'onRecaptcha')).toBe(
      'https://www.google.com/recaptcha/api.js?onload=onRecaptcha&render=explicit',
    );
  });
});
