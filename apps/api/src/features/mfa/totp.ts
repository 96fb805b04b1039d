import { timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { MFA_CODE_LENGTH, TOTP_ALGORITHM, TOTP_PERIOD_SECONDS } from '@podium/contracts/mfa/mfa-rules';

/** 160 bits: the key length RFC 4226 section 4 recommends for HMAC-SHA-1. */
export const TOTP_SECRET_BYTES = 20;
/** Steps accepted either side of the current one (clock drift, a code typed as it rolls over). */
export const TOTP_WINDOW_STEPS = 1;

export interface TotpParameters {
  algorithm: 'SHA1' | 'SHA256' | 'SHA512';
  digits: number;
  periodSeconds: number;
}

/** What we issue: SHA-1, 6 digits, 30 s (what every authenticator app supports). */
export const TOTP_PARAMETERS: TotpParameters = { algorithm: TOTP_ALGORITHM, digits: MFA_CODE_LENGTH, periodSeconds: TOTP_PERIOD_SECONDS };

/** A new random secret, base32 without padding (crypto.getRandomValues inside otpauth). */
export function generateTotpSecret(): string {
  return new Secret({ size: TOTP_SECRET_BYTES }).base32;
}

/** The time step (RFC 6238 T) of an instant: whole periods since the Unix epoch. */
export function totpStepAt(atMs: number, periodSeconds = TOTP_PARAMETERS.periodSeconds): number {
  return Math.floor(atMs / 1000 / periodSeconds);
}

/** The code of one time step. */
export function totpCodeForStep(secretBase32: string, step: number, parameters: TotpParameters = TOTP_PARAMETERS): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secretBase32),
    algorithm: parameters.algorithm,
    digits: parameters.digits,
    period: parameters.periodSeconds,
    // otpauth derives the step from a timestamp: the start of the step names it exactly.
    timestamp: step * parameters.periodSeconds * 1000,
  });
}

/** The code an authenticator shows at `atMs`. */
export function totpCodeAt(secretBase32: string, atMs: number, parameters: TotpParameters = TOTP_PARAMETERS): string {
  return totpCodeForStep(secretBase32, totpStepAt(atMs, parameters.periodSeconds), parameters);
}

/**
 * The time steps within ±TOTP_WINDOW_STEPS of `atMs` whose code equals `code`, oldest first
 * (compared in constant time). The caller decides which step it may still accept (replay rule).
 */
export function findMatchingSteps(secretBase32: string, code: string, atMs: number, windowSteps = TOTP_WINDOW_STEPS): number[] {
  if (!/^\d+$/.test(code) || code.length !== TOTP_PARAMETERS.digits) return [];
  const current = totpStepAt(atMs);
  const typed = Buffer.from(code);
  const matches: number[] = [];
  for (let step = current - windowSteps; step <= current + windowSteps; step++) {
    if (timingSafeEqual(Buffer.from(totpCodeForStep(secretBase32, step)), typed)) matches.push(step);
  }
  return matches;
}

/**
 * The otpauth:// URL an authenticator app scans (Key Uri Format):
 * `otpauth://totp/Issuer:label?secret=…&issuer=…&algorithm=SHA1&digits=6&period=30`.
 */
export function buildOtpauthUrl(secretBase32: string, issuer: string, label: string): string {
  return new TOTP({
    issuer,
    label,
    issuerInLabel: true,
    secret: Secret.fromBase32(secretBase32),
    algorithm: TOTP_PARAMETERS.algorithm,
    digits: TOTP_PARAMETERS.digits,
    period: TOTP_PARAMETERS.periodSeconds,
  }).toString();
}
