import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http-client';
import { sendOtpErrorMessage, verifyOtpErrorMessage } from './login-messages';

const limited = (body: unknown) => new ApiError(429, 'RATE_LIMITED', 'Too many codes', body);

describe('sign-in refusals', () => {
  it("keep the spec's 429 text and add when to try again, from the server's retryAfterSeconds", () => {
    expect(sendOtpErrorMessage(limited({ retryAfterSeconds: 840 }))).toBe(
      'Too many attempts. Please try again later. You can try again in 14 minutes.',
    );
    expect(verifyOtpErrorMessage(new ApiError(429, 'OTP_LOCKED', 'Locked', { retryAfterSeconds: 30 }))).toBe(
      'Too many attempts. Please try again later. You can try again in 30 seconds.',
    );
  });

  it('say only the spec text when the server gave no usable wait', () => {
    for (const body of [undefined, {}, { retryAfterSeconds: 'soon' }, { retryAfterSeconds: -5 }])
      expect(sendOtpErrorMessage(limited(body))).toBe('Too many attempts. Please try again later.');
  });
});
