import { describe, expect, it } from 'vitest';
import { LOGIN_FAILED_MESSAGE, loginErrorMessage } from '../auth/sign-in-messages';
import { emailDomain, isEmailInDomains, SSO_LOGIN_ERROR_CODES } from './sso-login';

describe('SSO login rules', () => {
  it('reads the domain of an email in lower case', () => {
    expect(emailDomain('Asha@Podium.Example')).toBe('podium.example');
    expect(emailDomain('no-at-sign')).toBeUndefined();
    expect(emailDomain('trailing@')).toBeUndefined();
  });

  it('admits only exact allowed domains, not look-alikes or subdomains', () => {
    expect(isEmailInDomains('a@podium.example', ['podium.example'])).toBe(true);
    expect(isEmailInDomains('a@PODIUM.example', ['podium.example'])).toBe(true);
    expect(isEmailInDomains('a@evil-podium.example', ['podium.example'])).toBe(false);
    expect(isEmailInDomains('a@podium.example.evil', ['podium.example'])).toBe(false);
    expect(isEmailInDomains('a@x.podium.example', ['podium.example'])).toBe(false);
    expect(isEmailInDomains('a@podium.example', [])).toBe(false);
  });

  it('gives every error code a friendly text, and unknown codes the generic one', () => {
    for (const code of SSO_LOGIN_ERROR_CODES.filter((code) => code !== 'login_failed')) {
      expect(loginErrorMessage(code)).not.toBe(LOGIN_FAILED_MESSAGE);
    }
    expect(loginErrorMessage('sso_initiate_failed')).toBe('Failed to initiate SSO login. Please try again.');
    expect(loginErrorMessage('login_failed')).toBe(LOGIN_FAILED_MESSAGE);
    expect(loginErrorMessage('toString')).toBe(LOGIN_FAILED_MESSAGE);
  });
});
