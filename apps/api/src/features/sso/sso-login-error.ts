import type { SsoLoginErrorCode } from '@podium/contracts/sso/sso-login';

/**
 * A sign-in refusal that sends the browser back to `/Login?error={code}`. `reason` is for the log
 * only (it may name a provider's error); the person reads the code's friendly text.
 */
export class SsoLoginError extends Error {
  constructor(
    readonly code: SsoLoginErrorCode,
    readonly reason: string = code,
  ) {
    super(reason);
    this.name = 'SsoLoginError';
  }
}
