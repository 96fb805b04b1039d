import { createHash, randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { isEmailInDomains, SSO_EMAIL_PATTERN, type SsoConnectionName } from '@podium/contracts/sso/sso-login';
import type { AppContext } from '../../app-context';
import type { TenantRow } from '../tenants';
import type { IdentityProviderClient } from '../../platform/oidc/identity-provider-client';
import { findConfiguredIdentityProvider, providerSettingsDeps } from './configured-identity-providers';
import type { DemoIdentityProvider } from './demo-identity-provider';
import { SsoLoginError } from './sso-login-error';
import { deleteExpiredSsoLoginFlows, insertSsoLoginFlow } from './sso-flow.repository';

export interface SsoCollaborators {
  deps: Pick<AppContext, 'db' | 'config' | 'clock' | 'sessions' | 'secrets'>;
  identityProviders: IdentityProviderClient;
  demo: DemoIdentityProvider | undefined;
}

/** Hash of the browser binding as stored (the cookie value itself is never stored). */
export const hashBrowserBinding = (binding: string) => createHash('sha256').update(binding).digest('base64url');

/**
 * Starts a sign-in at the connection's provider: checks the corporate email hint against the
 * tenant's domains, stores state, nonce, PKCE verifier and return path server-side, and gives the
 * authorization URL plus the browser binding to set as a cookie.
 */
export async function startSsoLogin(
  { deps, identityProviders, demo }: SsoCollaborators,
  input: { tenant: TenantRow; connection: SsoConnectionName; loginHint: string | undefined; returnTo: string; origin: string },
): Promise<{ authorizationUrl: URL; browserBinding: string }> {
  const { tenant, connection } = input;
  const loginHint = input.loginHint?.trim() || undefined;
  if (
    connection === 'corporate' &&
    loginHint &&
    !(SSO_EMAIL_PATTERN.test(loginHint) && isEmailInDomains(loginHint, tenant.allowedSsoDomains))
  ) {
    throw new SsoLoginError('corporate_email_only', 'login_hint outside the allowed domains');
  }
  const provider = await findConfiguredIdentityProvider(deps.db, providerSettingsDeps(deps), tenant, connection, demo);
  if (!provider) throw new SsoLoginError('sso_initiate_failed', `connection ${connection} is not configured for tenant ${tenant.slug}`);

  const now = deps.clock.now();
  const checks = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    redirectUri: `${input.origin}/api/auth/callback/${connection}`,
  };
  let authorizationUrl: URL;
  try {
    authorizationUrl = await identityProviders.buildAuthorizationUrl(provider, checks, loginHint);
  } catch (error) {
    throw new SsoLoginError(
      'sso_initiate_failed',
      `provider ${connection} unreachable: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const browserBinding = randomBytes(32).toString('base64url');
  await deleteExpiredSsoLoginFlows(deps.db, now);
  await insertSsoLoginFlow(deps.db, {
    ...checks,
    tenantId: tenant.id,
    connection,
    browserBindingHash: hashBrowserBinding(browserBinding),
    returnTo: input.returnTo,
    createdAt: now,
    expiresAt: new Date(now.getTime() + deps.config.SSO_FLOW_TTL_SECONDS * 1000),
  });
  return { authorizationUrl, browserBinding };
}
