import { describe, expect, it } from 'vitest';
import { summariseAccount } from './account-summary';

describe('summariseAccount', () => {
  it('shows the name, email and the phone with the +91 prefix', () => {
    expect(summariseAccount({ name: 'Asha Rao', email: 'asha@acme.example', phone: '9000000003' })).toEqual({
      displayName: 'Asha Rao',
      email: 'asha@acme.example',
      phoneLabel: '+91 9000000003',
      initials: 'AR',
    });
  });

  it("says 'User' when there is no name, and leaves out what is missing", () => {
    expect(summariseAccount({ name: null, email: null, phone: null })).toEqual({
      displayName: 'User',
      email: undefined,
      phoneLabel: undefined,
      initials: 'U',
    });
    expect(summariseAccount(undefined).displayName).toBe('User');
  });

  it('does not repeat a country code the phone already has', () => {
    expect(summariseAccount({ phone: '+91 90000 00003' }).phoneLabel).toBe('+91 9000000003');
  });
});
