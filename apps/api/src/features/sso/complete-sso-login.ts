import { isEmailInDomains, type SsoConnectionName } from '@podium/contracts/sso/sso-login';
import type { TenantRow } from '../tenants';
import { completeSignIn, type SignInOutcome } from '../auth';
import { findConfiguredIdentityProvider, providerSettingsDeps } from './configured-identity-providers';
import { resolveSsoUser } from './resolve-sso-user';
import { SsoLoginError } from './sso-login-error';
import { consumeSsoLoginFlow } from './sso-flow.repository';
import { hashBrowserBinding, type SsoCollaborators } from './start-sso-login';

/**
 * Finishes a sign-in when the provider sends the browser back: the state must name an unused,
 * unexpired flow of this tenant started in this browser; the provider's answer must pass every
 * check (openid-client); corporate sign-ins must carry a verified email of an allowed domain.
 * Then the user is found, linked (verified emails only) or created per the tenant's policy and
 * signed in (or challenged for MFA); `notice` says a separate account was made (resolve-sso-user.ts). `returnTo` is known as soon as the flow is found, so failures can keep it.
 */
export async function completeSsoLogin(
  { deps, identityProviders, demo }: SsoCollaborators,
  input: {
    tenant: TenantRow;
    connection: SsoConnectionName;
    callbackParameters: URLSearchParams;
    browserBinding: string | undefined;
    client: { userAgent?: string; ip?: string };
  },
  onFlowFound: (returnTo: string) => void,
): Promise<SignInOutcome & { notice?: 'separate_account' }> {
  const { tenant, connection, callbackParameters } = input;
  const state = callbackParameters.get('state');
  if (!state || !input.browserBinding) throw new SsoLoginError('login_failed', 'callback without state or browser binding');
  const flow = await consumeSsoLoginFlow(
    deps.db,
    { state, tenantId: tenant.id, browserBindingHash: hashBrowserBinding(input.browserBinding) },
    deps.clock.now(),
  );
  if (!flow) throw new SsoLoginError('login_failed', 'state unknown, used, expired, or started in another browser');
  onFlowFound(flow.returnTo);
  if (flow.connection !== connection) throw new SsoLoginError('login_failed', 'callback for another connection');
  const providerError = callbackParameters.get('error');
  if (providerError) throw new SsoLoginError('login_failed', `provider answered ${providerError}`);

  const provider = await findConfiguredIdentityProvider(deps.db, providerSettingsDeps(deps), tenant, connection, demo);
  if (!provider) throw new SsoLoginError('login_failed', `connection ${connection} is no longer configured`);
  const callbackUrl = new URL(flow.redirectUri);
  for (const [name, value] of callbackParameters) callbackUrl.searchParams.append(name, value);
  let identity;
  try {
    identity = await identityProviders.completeAuthorization(provider, callbackUrl, flow);
  } catch (error) {
    throw new SsoLoginError('login_failed', `provider answer refused: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (connection === 'corporate' && !(identity.verifiedEmail && isEmailInDomains(identity.verifiedEmail, tenant.allowedSsoDomains))) {
    throw new SsoLoginError('domain_not_authorized', 'ID token email missing, unverified or outside the allowed domains');
  }
  return deps.db.transaction(async (tx) => {
    const { user, notice } = await resolveSsoUser(tx, tenant, connection, identity, deps.clock.now());
    const outcome = await completeSignIn(deps, user, `sso:${connection}`, input.client, tx);
    return notice ? { ...outcome, notice } : outcome;
  });
}
