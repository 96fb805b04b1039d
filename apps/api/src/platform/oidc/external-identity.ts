import type { SsoConnectionName } from '@podium/contracts/sso/sso-login';
import type { ConnectionProtocol } from './connection-defaults';

/** Who an identity provider says signed in, after every check of its answer passed. */
export interface ExternalIdentity {
  /** The provider's stable id of the person (`sub`, GitHub or Facebook user id). */
  subject: string;
  /** Lower-cased email, only when the provider vouches it is verified. */
  verifiedEmail: string | undefined;
  name: string | undefined;
}

/** A provider whose settings are complete: endpoints or issuer, client id and secret. */
export interface ResolvedIdentityProvider {
  /**
   * Who chose the URLs: a tenant admin (every request guarded: public https addresses only) or the
   * built-in demo provider (loopback, never in production).
   */
  trust: 'admin-configured' | 'built-in-demo';
  connection: SsoConnectionName;
  protocol: ConnectionProtocol;
  issuer?: string;
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  userInfoEndpoint?: string;
  emailsEndpoint?: string;
  clientId: string;
  clientSecret: string | undefined;
  scopes: string;
  tokenEndpointAuth: 'basic' | 'post';
  responseMode?: 'form_post';
}
