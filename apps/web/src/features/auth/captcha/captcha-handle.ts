/** What the phone step can ask of whichever captcha widget it shows. */
export interface CaptchaHandle {
  /** Forget the spent (or refused) solution and get a fresh one: ALTCHA re-solves, hosted widgets reset. */
  renew(): void;
}

/** Every captcha widget reports the same two things. */
export interface CaptchaCallbacks {
  /** The token for `generateOtp`'s `captchaToken` (ALTCHA payload or the provider's response token). */
  onSolved(token: string): void;
  /** The token is gone (expired, errored, reset): Send OTP must wait for a new one. */
  onExpired(): void;
}
