import { z } from 'zod';
import { SSO_CONNECTION_NAMES } from './sso-names';

export {
  emailDomain,
  isEmailInDomains,
  SOCIAL_CONNECTIONS,
  SSO_CONNECTION_NAMES,
  SSO_EMAIL_PATTERN,
  SSO_LOGIN_ERROR_CODES,
  type SsoConnectionName,
  type SsoLoginErrorCode,
} from './sso-names';

export const ssoConnectionSchema = z.enum(SSO_CONNECTION_NAMES);
