import { MESSAGES } from '@podium/contracts/messages';
import { isEmailInDomains, SSO_EMAIL_PATTERN } from '@podium/contracts/sso/sso-names';

/** The SSO email rules of spec section 5: present, well formed, in an allowed domain. Undefined when valid. */
export function validateSsoEmail(email: string, allowedDomains: readonly string[]): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return MESSAGES.sso.emailRequired;
  if (!SSO_EMAIL_PATTERN.test(trimmed)) return MESSAGES.sso.emailInvalid;
  if (allowedDomains.length > 0 && !isEmailInDomains(trimmed, allowedDomains)) return MESSAGES.sso.domainNotAllowed([...allowedDomains]);
  return undefined;
}
