import { describe, expect, it } from 'vitest';
import { emailDomain, isEmailInDomains, ssoLoginErrorMessage, SSO_LOGIN_ERROR_MESSAGES } from './sso-login';

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

  it('maps error codes to friendly texts and unknown codes to login failed', () => {
    expect(ssoLoginErrorMessage('sso_initiate_failed')).toBe('Failed to initiate SSO login. Please try again.');
    expect(ssoLoginErrorMessage('toString')).toBe(SSO_LOGIN_ERROR_MESSAGES.login_failed);
    expect(ssoLoginErrorMessage('<script>')).toBe(SSO_LOGIN_ERROR_MESSAGES.login_failed);
  });
});
