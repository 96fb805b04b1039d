/**
 * The Zod-free half of sso/sso-login.ts (issue 14): what the sign-in page's first load needs, without
 * the schema library. sso/sso-login.ts re-exports all of it.
 */
import { EMAIL_PATTERN } from '../auth/phone-format';

/** Connections of `GET /api/auth/login?connection=`: the tenant's corporate directory and the social providers. */
export const SSO_CONNECTION_NAMES = ['corporate', 'google', 'microsoft', 'apple', 'facebook', 'github'] as const;
export type SsoConnectionName = (typeof SSO_CONNECTION_NAMES)[number];

/** Social connections, in the order the sign-in screen lists their buttons. */
export const SOCIAL_CONNECTIONS = ['google', 'microsoft', 'apple', 'facebook', 'github'] as const satisfies readonly SsoConnectionName[];

/**
 * Codes of `/Login?error={code}`: where every failed SSO or social sign-in lands. The web app shows
 * their friendly texts (auth/sign-in-messages.ts `loginErrorMessage`); `login_failed` reads as the
 * generic 'Login failed'.
 */
export const SSO_LOGIN_ERROR_CODES = [
  'corporate_email_only',
  'registered_users_only',
  'pre_registered_only',
  'self_registration_not_allowed',
  'domain_not_authorized',
  'sso_initiate_failed',
  'email_not_verified',
  'login_failed',
  'unknown_connection',
] as const;
export type SsoLoginErrorCode = (typeof SSO_LOGIN_ERROR_CODES)[number];

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

/** The SSO email format check of the sign-in screen (spec section 5): the shared, linear-time email pattern. */
export const SSO_EMAIL_PATTERN = EMAIL_PATTERN;
