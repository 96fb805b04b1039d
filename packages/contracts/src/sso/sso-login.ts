import { z } from 'zod';

/** Connections of `GET /api/auth/login?connection=`: the tenant's corporate directory and the social providers. */
export const SSO_CONNECTION_NAMES = ['corporate', 'google', 'microsoft', 'apple', 'facebook', 'github'] as const;
export const ssoConnectionSchema = z.enum(SSO_CONNECTION_NAMES);
export type SsoConnectionName = z.infer<typeof ssoConnectionSchema>;

/** Social connections, in the order the sign-in screen lists their buttons. */
export const SOCIAL_CONNECTIONS = ['google', 'microsoft', 'apple', 'facebook', 'github'] as const satisfies readonly SsoConnectionName[];

/**
 * Codes of `/Login?error={code}`: where every failed SSO or social sign-in lands. The spec names
 * the cases but not the texts (section 8); these texts are ours.
 */
export const SSO_LOGIN_ERROR_MESSAGES = {
  corporate_email_only: 'Please sign in with your corporate email address.',
  registered_users_only: 'Access restricted to registered users only. Please contact your administrator to request access.',
  pre_registered_only: 'Only people your organiser has pre-registered can sign in. Please contact your administrator.',
  self_registration_not_allowed: 'New accounts cannot be created by signing in. Please ask your administrator to add you.',
  domain_not_authorized: 'Your email domain is not authorised for this site. Please use your corporate account.',
  sso_initiate_failed: 'Failed to initiate SSO login. Please try again.',
  login_failed: 'Login failed. Please try again.',
} as const;
export type SsoLoginErrorCode = keyof typeof SSO_LOGIN_ERROR_MESSAGES;

/** The friendly text of a `/Login?error=` value; unknown values read as a failed login. */
export function ssoLoginErrorMessage(code: string): string {
  return Object.hasOwn(SSO_LOGIN_ERROR_MESSAGES, code)
    ? SSO_LOGIN_ERROR_MESSAGES[code as SsoLoginErrorCode]
    : SSO_LOGIN_ERROR_MESSAGES.login_failed;
}

/** The email domain (lower case) of an address, or undefined when it has none. */
export function emailDomain(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return undefined;
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase();
}

/** Whether an email belongs to one of the allowed domains (exact match, any case; subdomains are not implied). */
export function isEmailInDomains(email: string, allowedDomains: readonly string[]): boolean {
  const domain = emailDomain(email);
  return domain !== undefined && allowedDomains.some((allowed) => allowed.toLowerCase() === domain);
}

/** The SSO email format check of the sign-in screen (spec section 5). */
export const SSO_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
