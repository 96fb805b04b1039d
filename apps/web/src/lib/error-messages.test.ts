import { describe, expect, it } from 'vitest';
import { ApiError } from './http-client';
import { errorCodeOf, errorMessage } from './error-messages';

const refused = (status: number, code: string | undefined, message?: string, body?: unknown) => new ApiError(status, code, message, body);

describe('the one error-to-message map', () => {
  it("uses the description's text where it names one, whatever the server wrote", () => {
    expect(errorMessage(refused(400, 'OTP_INCORRECT', 'wrong'))).toBe('Incorrect OTP');
    expect(errorMessage(refused(403, 'USER_NOT_REGISTERED', 'no'))).toBe(
      'Access restricted to registered users only. Please contact your administrator to request access.',
    );
    expect(errorMessage(refused(0, undefined))).toBe('Network error - please check your connection');
    expect(errorMessage(refused(429, 'RATE_LIMITED', 'slow down'))).toBe('Too many attempts. Please try again later.');
  });

  it("keeps the server's text where the person can act on it", () => {
    expect(errorMessage(refused(409, 'CHECKIN_NOT_OPEN', 'Check-in opens at 8:00 AM.'))).toBe('Check-in opens at 8:00 AM.');
    expect(errorMessage(refused(400, 'VALIDATION_FAILED', 'Please choose a company from the list or type its name.'))).toBe(
      'Please choose a company from the list or type its name.',
    );
    expect(errorMessage(refused(403, 'FORBIDDEN', undefined))).toBe('Access denied');
  });

  it("a 401 reads the screen's text, by default 'Session expired. Please login again.'", () => {
    expect(errorMessage(refused(401, 'UNAUTHENTICATED', 'x'))).toBe('Session expired. Please login again.');
    expect(errorMessage(refused(401, 'MFA_CHALLENGE_INVALID', 'x'), { unauthorized: 'Sign in again.' })).toBe('Sign in again.');
  });

  it("otherwise the screen's default: 5xx, unknown failures and thrown errors never show their own text", () => {
    expect(errorMessage(refused(500, 'INTERNAL', 'stack trace'))).toBe('Operation failed. Please try again.');
    expect(errorMessage(refused(502, 'INTERNAL', 'x'), { serverFailure: 'Failed to send OTP' })).toBe('Failed to send OTP');
    expect(errorMessage(new TypeError('Failed to fetch'), { fallback: 'Could not save. Please try again.' })).toBe(
      'Could not save. Please try again.',
    );
    expect(errorMessage(refused(405, 'METHOD_NOT_ALLOWED', 'Method not allowed'), { fallback: 'Nope.' })).toBe('Nope.');
  });

  it("a code this build does not know (a newer server) shows the server's text", () => {
    expect(errorCodeOf(refused(409, 'SEAT_TAKEN', 'That seat was just taken.'))).toBeUndefined();
    expect(errorMessage(refused(409, 'SEAT_TAKEN', 'That seat was just taken.'))).toBe('That seat was just taken.');
  });
});
