import { describe, expect, it } from 'vitest';
import { formatResendCountdown, formatRetryWait } from './otp-resend';

describe('code screen timing texts', () => {
  it('counts the resend wait down as m:ss', () => {
    expect(formatResendCountdown(60)).toBe('Resend OTP in 1:00');
    expect(formatResendCountdown(42)).toBe('Resend OTP in 0:42');
    expect(formatResendCountdown(8.2)).toBe('Resend OTP in 0:09');
    expect(formatResendCountdown(-3)).toBe('Resend OTP in 0:00');
  });

  it('says a wait in the largest whole unit, rounded up', () => {
    expect(formatRetryWait(1)).toBe('1 second');
    expect(formatRetryWait(45)).toBe('45 seconds');
    expect(formatRetryWait(60)).toBe('1 minute');
    expect(formatRetryWait(61)).toBe('2 minutes');
    expect(formatRetryWait(15 * 60)).toBe('15 minutes');
    expect(formatRetryWait(3600)).toBe('1 hour');
    expect(formatRetryWait(5000)).toBe('2 hours');
  });
});
