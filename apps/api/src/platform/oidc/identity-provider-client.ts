import * as oidc from 'openid-client';
import { adminConfiguredPolicy, fetchWithPolicy, OPERATOR_CONFIGURED, type OutboundPolicy } from '../guarded-http';
import type { ExternalIdentity, ResolvedIdentityProvider } from './external-identity';
import { isLoopbackUrl } from './is-loopback-url';
import { readFacebookIdentity, readGitHubIdentity } from './oauth2-identities';

/** What the login step keeps for the callback (stored server-side with the state). */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

/** Discovery answers are cached this long; signing keys are refetched by openid-client when a `kid` is unknown. */
const METADATA_CACHE_MS = 60 * 60 * 1000;
const HTTP_TIMEOUT_SECONDS = 10;

/**
 * Talks to identity providers with openid-client: builds the authorization request (PKCE S256,
 * state, nonce) and completes it (state, `iss`, code exchange; for OpenID: ID token signature,
 * issuer, audience, expiry, nonce). Every request openid-client sends (discovery, JWKS, token,
 * userinfo, GitHub's and Facebook's APIs) goes through platform/guarded-http: a tenant admin's URLs
 * reach only public https addresses; the built-in demo provider (loopback http) is trusted outside
 * production only.
 */
export class IdentityProviderClient {
  private readonly configurations = new Map<string, { configuration: Promise<oidc.Configuration>; fetchedAtMs: number }>();

  constructor(private readonly options: { allowPrivateHosts: boolean; isProduction: boolean }) {}

  private policyFor(provider: ResolvedIdentityProvider): OutboundPolicy {
    if (provider.trust === 'built-in-demo' && !this.options.isProduction) return OPERATOR_CONFIGURED;
    return adminConfiguredPolicy(this.options.allowPrivateHosts);
  }

  /** The provider's authorization URL to send the browser to. */
  async buildAuthorizationUrl(provider: ResolvedIdentityProvider, checks: AuthorizationChecks, loginHint?: string): Promise<URL> {
    const configuration = await this.configurationFor(provider);
    const parameters: Record<string, string> = {
      redirect_uri: checks.redirectUri,
      response_type: 'code',
      scope: provider.scopes,
      state: checks.state,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    };
    if (provider.protocol === 'oidc') parameters.nonce = checks.nonce;
    if (provider.responseMode) parameters.response_mode = provider.responseMode;
    if (loginHint && provider.protocol === 'oidc') parameters.login_hint = loginHint;
    return oidc.buildAuthorizationUrl(configuration, parameters);
  }

  /**
   * Checks the authorization response at `callbackUrl` (the registered redirect URI with the
   * provider's query parameters) and returns who signed in. Throws on any failed check.
   */
  async completeAuthorization(
    provider: ResolvedIdentityProvider,
    callbackUrl: URL,
    checks: AuthorizationChecks,
  ): Promise<ExternalIdentity> {
    const configuration = await this.configurationFor(provider);
    if (provider.protocol !== 'oidc') {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        expectedState: checks.state,
        pkceCodeVerifier: checks.codeVerifier,
      });
      const fetchResource = (url: string) =>
        oidc.fetchProtectedResource(configuration, tokens.access_token, new URL(url), 'GET', undefined, oauth2Headers(provider));
      return provider.protocol === 'github' ? readGitHubIdentity(provider, fetchResource) : readFacebookIdentity(provider, fetchResource);
    }
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    let email = typeof claims.email === 'string' ? claims.email : undefined;
    let emailVerified = claims.email_verified;
    let name = typeof claims.name === 'string' ? claims.name : undefined;
    // Providers that follow the spec strictly put email only in UserInfo; its `sub` must match the ID token's.
    if (email === undefined && configuration.serverMetadata().userinfo_endpoint) {
      const userInfo = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      email = typeof userInfo.email === 'string' ? userInfo.email : undefined;
      emailVerified = userInfo.email_verified;
      name ??= typeof userInfo.name === 'string' ? userInfo.name : undefined;
    }
    // Apple sends email_verified as the string "true"; Microsoft Entra sends none, but its optional
    // claim xms_edov says the email's domain is verified by the directory's owner.
    const isVerified = emailVerified === true || emailVerified === 'true' || claims.xms_edov === true;
    return { subject: claims.sub, verifiedEmail: email && isVerified ? email.trim().toLowerCase() : undefined, name };
  }

  private configurationFor(provider: ResolvedIdentityProvider): Promise<oidc.Configuration> {
    const key = JSON.stringify([
      provider.trust,
      provider.connection,
      provider.issuer,
      provider.authorizationEndpoint,
      provider.tokenEndpoint,
      provider.clientId,
    ]);
    const cached = this.configurations.get(key);
    if (cached && Date.now() - cached.fetchedAtMs < METADATA_CACHE_MS) return cached.configuration;
    const configuration = this.createConfiguration(provider);
    this.configurations.set(key, { configuration, fetchedAtMs: Date.now() });
    // A failed discovery is retried on the next sign-in rather than cached.
    configuration.catch(() => this.configurations.delete(key));
    return configuration;
  }

  private async createConfiguration(provider: ResolvedIdentityProvider): Promise<oidc.Configuration> {
    const clientAuthentication =
      provider.tokenEndpointAuth === 'post' ? oidc.ClientSecretPost(provider.clientSecret) : oidc.ClientSecretBasic(provider.clientSecret);
    const urls = [provider.issuer, provider.authorizationEndpoint, provider.tokenEndpoint]
      .filter((url): url is string => !!url)
      .map((url) => new URL(url));
    const policy = this.policyFor(provider);
    const needsHttp = urls.some((url) => url.protocol === 'http:');
    if (needsHttp && (policy.requireHttps || (provider.trust === 'built-in-demo' && !urls.every(isLoopbackUrl)))) {
      throw new Error(`identity provider ${provider.connection} must use https`);
    }
    const guardedFetch = fetchWithPolicy(policy) as oidc.CustomFetch;
    const execute: Array<(configuration: oidc.Configuration) => void> = needsHttp ? [oidc.allowInsecureRequests] : [];
    if (provider.protocol === 'oidc') {
      if (!provider.issuer) throw new Error(`identity provider ${provider.connection} has no issuer`);
      // Validate ID token signatures against the provider's JWKS, not just trust the TLS channel.
      execute.push(oidc.enableNonRepudiationChecks);
      return oidc.discovery(new URL(provider.issuer), provider.clientId, undefined, clientAuthentication, {
        execute,
        timeout: HTTP_TIMEOUT_SECONDS,
        [oidc.customFetch]: guardedFetch,
      });
    }
    const authorizationEndpoint = new URL(provider.authorizationEndpoint!);
    const configuration = new oidc.Configuration(
      {
        issuer: authorizationEndpoint.origin,
        authorization_endpoint: provider.authorizationEndpoint,
        token_endpoint: provider.tokenEndpoint,
      },
      provider.clientId,
      undefined,
      clientAuthentication,
    );
    configuration.timeout = HTTP_TIMEOUT_SECONDS;
    configuration[oidc.customFetch] = guardedFetch;
    for (const step of execute) step(configuration);
    return configuration;
  }
}

function oauth2Headers(provider: ResolvedIdentityProvider): Headers {
  // GitHub refuses API calls without a User-Agent and recommends its versioned media type.
  return provider.protocol === 'github'
    ? new Headers({ accept: 'application/vnd.github+json', 'user-agent': 'Podium' })
    : new Headers({ accept: 'application/json' });
}
