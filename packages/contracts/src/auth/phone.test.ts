import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { emailSchema, formatPhone } from './phone';

describe('emailSchema', () => {
  it.each(['asha@podium.example', ' a.b+c@mail.example.co.in ', "o'neil@x.io"])('accepts %j', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(true);
  });

  it.each(['asha', 'asha@', 'asha@podium', 'a@b..c', 'a@.b.c', 'a@b.c.', 'a b@c.d', 'a@b@c.d'])('refuses %j', (email) => {
    expect(emailSchema.safeParse(email).error?.issues[0]?.message).toBe(MESSAGES.sso.emailInvalid);
  });

  it('refuses an over-long address with one issue: the pattern never runs on it (issue 12)', () => {
    const issues = emailSchema.safeParse(`a@${'.'.repeat(300)}@`).error?.issues ?? [];
    expect(issues.map((issue) => issue.code)).toEqual(['too_big']);
  });
});

describe('formatPhone', () => {
  it.each([
    ['9876543210', '+91 9876543210'],
    ['+919876543210', '+91 9876543210'],
    ['919876543210', '+91 9876543210'],
    ['12345', '12345'],
    [null, ''],
    ['', ''],
  ])('shows %j as %j', (phone, shown) => {
    expect(formatPhone(phone)).toBe(shown);
  });
});
