/**
 * Sign-in texts the spec does not give word for word (its own texts live in messages.ts).
 * Shared so the API and the web app say the same thing.
 */
export const SIGN_IN_MESSAGES = {
  otpSent: 'OTP sent successfully',
  captchaFailed: 'CAPTCHA verification failed. Please try again.',
  captchaUsed: 'This CAPTCHA was already used. Please verify again.',
  captchaUnavailable: 'The CAPTCHA check is unavailable right now. Please try again in a moment.',
  captchaNotSelfHosted: 'This site does not use the self-hosted CAPTCHA.',
  smsFailed: 'We could not send the SMS right now. Please try again in a few minutes.',
  codeNotValid: 'This OTP has expired or is no longer valid. Please request a new one.',
  detailsRequired: 'Please complete your details to continue.',
  signedIn: 'Login successful',
  mfaRequired: 'Two-factor authentication required',
  emailTaken: 'This email is already linked to another account.',
  companyUnknown: 'Please choose a company from the list or type its name.',
  loggedOut: 'Logged out',
  successRedirecting: 'Login successful! Redirecting...',
  nameRequired: 'Please enter your name',
  genderRequired: 'Please select your gender',
  companyRequired: 'Please enter your company name',
  termsRequired: 'Please accept the terms and privacy policy',
  emailHint: 'Enter your personal email for match updates and event communication.',
  captchaEscalated:
    'Many sign-in codes are being requested on this site right now, so the check needs a harder puzzle. Please wait a few seconds while it is solved again, then press Send OTP.',
  tenantBudgetSpent:
    'This site has sent too many sign-in codes to new numbers for now. If you have signed in here before, use the phone or browser you used then; otherwise please try again later.',
  smsPaused: 'Sign-in codes are paused for a while because too many were requested. Please try again later.',
} as const;

/**
 * The quiet notice after sign-in (issue 28) when `count` codes were requested for the number by
 * others since the person last signed in.
 */
export function codeRequestsNotice(count: number): string {
  const what = count === 1 ? 'a sign-in code was' : `${count} sign-in codes were`;
  return `Since your last sign-in, ${what} requested for your number from another device or network. If that was not you, nothing more is needed: nobody can sign in without the code sent to your phone.`;
}

/**
 * `/Login?error=…` values (set by SSO and social sign-in redirects) and what the person reads.
 * Unknown values read as the generic 'Login failed'.
 */
export const LOGIN_ERROR_MESSAGES: Record<string, string> = {
  corporate_email_only: 'Please sign in with your corporate email address.',
  registered_users_only: 'Access restricted to registered users only. Please contact your administrator to request access.',
  pre_registered_only: 'Sign-in is limited to pre-registered participants. Please contact your administrator.',
  self_registration_not_allowed: 'Self registration is not allowed. Please contact your administrator to create your account.',
  domain_not_authorized: 'Your email domain is not authorized for this site.',
  sso_initiate_failed: 'Failed to initiate SSO login. Please try again.',
  email_not_verified:
    'An account here already uses this email address, but the address was never verified, so we did not sign you in to it. If that account is yours, sign in with your phone number, verify your email on your profile, then try again.',
  unknown_connection: 'That sign-in option is not available here. Please choose one of the options below.',
};

/**
 * `/Login?notice=…` values: a sign-in that worked but that the person should know about. The web
 * app shows them as information, not as an error.
 */
export const LOGIN_NOTICE_MESSAGES: Record<string, string> = {
  account_deleted:
    'Your account has been deleted and you have been signed out. Signing in again with the same number starts a new, empty account.',
  separate_account:
    'You are signed in with a new account. Another account here had entered your email address without ever verifying it, so we did not connect you to it and removed the unverified address from it.',
};

/** The text of a `/Login?notice=` value, or undefined for an unknown one. */
export function loginNoticeMessage(code: string): string | undefined {
  return Object.hasOwn(LOGIN_NOTICE_MESSAGES, code) ? LOGIN_NOTICE_MESSAGES[code] : undefined;
}
export const LOGIN_FAILED_MESSAGE = 'Login failed';

/** The friendly text of a `/Login?error=` value. */
export function loginErrorMessage(code: string): string {
  // Own keys only: `?error=toString` must not reach Object.prototype.
  return Object.hasOwn(LOGIN_ERROR_MESSAGES, code) ? LOGIN_ERROR_MESSAGES[code]! : LOGIN_FAILED_MESSAGE;
}
