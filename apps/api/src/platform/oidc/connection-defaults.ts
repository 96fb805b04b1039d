import type { SsoConnectionName } from '@podium/contracts/sso/sso-login';

/** How a connection talks to its provider: OpenID Connect by discovery, or a provider's own OAuth 2 flow. */
export type ConnectionProtocol = 'oidc' | 'github' | 'facebook';

export interface ConnectionDefaults {
  protocol: ConnectionProtocol;
  /** Issuer used for discovery when the tenant's row names none. */
  issuer?: string;
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  userInfoEndpoint?: string;
  emailsEndpoint?: string;
  scopes: string;
  /** How the client secret reaches the token endpoint (Apple, GitHub and Facebook want it in the body). */
  tokenEndpointAuth: 'basic' | 'post';
  /** Apple posts the authorization response back (form_post) when names or emails are asked for. */
  responseMode?: 'form_post';
}

/**
 * Documented endpoints and scopes of each connection. `corporate` and `microsoft` have no default
 * issuer: the directory's own (Okta, Entra tenant, Keycloak realm, Google Workspace) is configured
 * per tenant, because Entra's shared `common` issuer cannot be validated.
 */
export const CONNECTION_DEFAULTS: Record<SsoConnectionName, ConnectionDefaults> = {
  corporate: { protocol: 'oidc', scopes: 'openid email profile', tokenEndpointAuth: 'basic' },
  google: { protocol: 'oidc', issuer: 'https://accounts.google.com', scopes: 'openid email profile', tokenEndpointAuth: 'basic' },
  microsoft: { protocol: 'oidc', scopes: 'openid email profile', tokenEndpointAuth: 'basic' },
  apple: {
    protocol: 'oidc',
    issuer: 'https://appleid.apple.com',
    scopes: 'openid email name',
    tokenEndpointAuth: 'post',
    responseMode: 'form_post',
  },
  facebook: {
    protocol: 'facebook',
    authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userInfoEndpoint: 'https://graph.facebook.com/v21.0/me?fields=id,name,email',
    scopes: 'email public_profile',
    tokenEndpointAuth: 'post',
  },
  github: {
    protocol: 'github',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userInfoEndpoint: 'https://api.github.com/user',
    emailsEndpoint: 'https://api.github.com/user/emails',
    scopes: 'read:user user:email',
    tokenEndpointAuth: 'post',
  },
};
