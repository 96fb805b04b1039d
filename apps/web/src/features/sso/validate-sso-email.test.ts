import { describe, expect, it } from 'vitest';
import { validateSsoEmail } from './validate-sso-email';

describe('validateSsoEmail', () => {
  it('asks for an email when empty', () => {
    expect(validateSsoEmail('  ', ['podium.example'])).toBe('Please enter your email address');
  });
  it('refuses a malformed email', () => {
    expect(validateSsoEmail('asha@podium', ['podium.example'])).toBe('Please enter a valid email address');
  });
  it('names the allowed domains for another domain', () => {
    expect(validateSsoEmail('sam@outside.example', ['podium.example'])).toBe('Only email addresses from @podium.example are allowed');
    expect(validateSsoEmail('sam@outside.example', ['a.example', 'b.example'])).toBe(
      'Only email addresses from @a.example, @b.example are allowed',
    );
  });
  it('accepts an allowed address in any case', () => {
    expect(validateSsoEmail('Asha@Podium.Example', ['podium.example'])).toBeUndefined();
  });
});
