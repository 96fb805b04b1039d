import type { SsoConnectionName } from '@podium/contracts/sso/sso-names';
import { buildUrl } from '../../lib/http-client';

/** `/api/auth/login?connection=…&login_hint=…&returnTo=…` (spec section 7: a browser redirect, not a fetch). */
export function ssoLoginUrl(connection: SsoConnectionName, options: { loginHint?: string; returnTo: string }): string {
  return buildUrl('/auth/login', { connection, login_hint: options.loginHint?.trim() || undefined, returnTo: options.returnTo });
}
