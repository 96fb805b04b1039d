import { describe, expect, it } from 'vitest';
import { chooseCaptcha } from './captcha-choice';

describe('chooseCaptcha', () => {
  it('waits for the tenant config before choosing', () => {
    expect(chooseCaptcha(undefined)).toEqual({ kind: 'loading' });
  });

  it('uses the self-hosted ALTCHA, or no widget for none', () => {
    expect(chooseCaptcha({ provider: 'altcha' })).toEqual({ kind: 'altcha' });
    expect(chooseCaptcha({ provider: 'altcha', siteKey: 'ignored' })).toEqual({ kind: 'altcha' });
    expect(chooseCaptcha({ provider: 'none' })).toEqual({ kind: 'none' });
  });

  it('renders a hosted provider with its site key', () => {
    for (const provider of ['turnstile', 'hcaptcha', 'recaptcha'] as const) {
      expect(chooseCaptcha({ provider, siteKey: 'site-key' })).toEqual({ kind: 'hosted', provider, siteKey: 'site-key' });
      expect(chooseCaptcha({ provider })).toEqual({ kind: 'misconfigured', provider });
      expect(chooseCaptcha({ provider, siteKey: '' })).toEqual({ kind: 'misconfigured', provider });
    }
  });
});
