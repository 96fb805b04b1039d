import { MESSAGES } from '@podium/contracts/messages';
import type { SsoConnectionName } from '@podium/contracts/sso/sso-names';
import { toast } from '../../components/ui/toaster';
import { ssoLoginUrl } from './sso-login-url';

/**
 * Sends the browser to the provider through the API. Failures the server sees come back as
 * `/Login?error=sso_initiate_failed`; one the browser sees here gets the same text as a toast.
 */
export function startSsoRedirect(connection: SsoConnectionName, options: { loginHint?: string; returnTo: string }): boolean {
  try {
    window.location.assign(ssoLoginUrl(connection, options));
    return true;
  } catch {
    toast.error(MESSAGES.sso.initiateFailed);
    return false;
  }
}
