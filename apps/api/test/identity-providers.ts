import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import type { SsoConnectionName } from '@podium/contracts/sso/sso-login';
import type { Database } from '../src/db/client';
import { identityProviders } from '../src/db/schema/index';
import { sealClientSecret } from '../src/features/sso/identity-provider-secret';
import { createLocalIdentityProvider, type LocalIdentity } from '../src/platform/oidc/local-identity-provider';
import { TEST_SECRETS } from './test-app';

/**
 * Identity providers for tests, all on loopback: the real `oidc-provider` (corporate directory,
 * Google stand-in), a hand-rolled OpenID provider whose ID tokens can be tampered with, and
 * servers speaking GitHub's and Facebook's documented OAuth 2 endpoints.
 */

export const TEST_CLIENT_SECRET = 'test-client-secret-0123456789';

/** The test providers all listen on loopback over http, which only this allowance lets a tenant's row reach. */
export const LOOPBACK_PROVIDERS_ENV = { OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' };

interface Listening {
  origin: string;
  close(): Promise<void>;
}

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<Listening & { server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The real oidc-provider on a loopback port, with a client per (host, connection) callback. */
export async function startOidcProvider(options: { identities: LocalIdentity[]; clientId: string; redirectUris: string[] }) {
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => response.end();
  const listening = await listen((request, response) => handle(request, response));
  const issuer = `${listening.origin}/oidc`;
  const provider = await createLocalIdentityProvider({
    issuer,
    identities: options.identities,
    clients: [{ clientId: options.clientId, clientSecret: TEST_CLIENT_SECRET, redirectUris: options.redirectUris }],
  });
  handle = (request, response) => provider.handle(request, response);
  return { ...listening, issuer };
}

/** A tiny cookie jar for following a provider's redirects by hand. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Plays the person at the provider's login page: follows redirects from the authorization URL,
 * picks `subject` on the login page (or cancels), and returns the URL the provider sends the
 * browser back to (our callback), without requesting it.
 */
export async function signInAtOidcProvider(authorizationUrl: string, subject: string | 'cancel'): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== url.origin || next.pathname.startsWith('/api/auth/callback/')) return next;
      url = next;
      method = 'GET';
      body = undefined;
      continue;
    }
    const page = await response.text();
    if (response.status !== 200 || !page.includes('<form'))
      throw new Error(`unexpected provider page ${response.status}: ${page.slice(0, 300)}`);
    method = 'POST';
    body = subject === 'cancel' ? 'action=cancel' : new URLSearchParams({ subject }).toString();
  }
  throw new Error('too many redirects at the identity provider');
}

/** Adds a tenant's identity provider row, with TEST_CLIENT_SECRET sealed as the admin API stores it (unless said otherwise). */
export async function addIdentityProvider(
  db: Database,
  tenantId: number,
  connection: SsoConnectionName,
  values: Partial<typeof identityProviders.$inferInsert> & { clientId: string },
) {
  const clientSecretSealed = sealClientSecret(TEST_SECRETS.dataEncryptionKey, { tenantId, connection }, TEST_CLIENT_SECRET);
  await db.insert(identityProviders).values({ tenantId, connection, clientSecretSealed, ...values });
}

export type TamperMode = 'none' | 'wrong-key' | 'expired' | 'wrong-audience' | 'wrong-nonce';

/**
 * A hand-rolled OpenID provider (discovery, JWKS, authorize, token) whose authorization endpoint
 * answers at once and whose ID token can be signed with a key it does not publish, be expired, or
 * name another audience: the checks the real provider never lets us reach.
 */
export async function startTamperingOidcProvider(identity: { subject: string; email: string }) {
  const publishedKey = await generateKeyPair('RS256', { extractable: true });
  const strangerKey = await generateKeyPair('RS256', { extractable: true });
  const publishedJwk = { ...(await exportJWK(publishedKey.publicKey)), kid: 'published', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { nonce: string; clientId: string }>();
  let mode: TamperMode = 'none';
  let issuer = '';

  const listening = await listen(async (request, response) => {
    const url = new URL(request.url!, issuer);
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [publishedJwk] });
    if (url.pathname === '/authorize') {
      const code = randomBytes(16).toString('hex');
      codes.set(code, { nonce: url.searchParams.get('nonce')!, clientId: url.searchParams.get('client_id')! });
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state')!);
      response.writeHead(302, { location: back.href });
      return response.end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      let body = '';
      for await (const chunk of request) body += chunk;
      const grant = codes.get(new URLSearchParams(body).get('code') ?? '');
      if (!grant) return json(400, { error: 'invalid_grant' });
      const nowSeconds = Math.floor(Date.now() / 1000);
      const expired = mode === 'expired';
      const idToken = await new SignJWT({
        nonce: mode === 'wrong-nonce' ? 'not-the-nonce' : grant.nonce,
        email: identity.email,
        email_verified: true,
        name: 'Tampered Person',
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'published' })
        .setIssuer(issuer)
        .setSubject(identity.subject)
        .setAudience(mode === 'wrong-audience' ? 'someone-else' : grant.clientId)
        .setIssuedAt(expired ? nowSeconds - 7200 : nowSeconds)
        .setExpirationTime(expired ? nowSeconds - 3600 : nowSeconds + 300)
        .sign((mode === 'wrong-key' ? strangerKey.privateKey : publishedKey.privateKey) as CryptoKey);
      return json(200, { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 300, id_token: idToken });
    }
    json(404, { error: 'not_found' });
  });
  issuer = listening.origin;
  return {
    ...listening,
    issuer,
    setMode: (next: TamperMode) => {
      mode = next;
    },
  };
}

/**
 * GitHub's and Facebook's documented OAuth 2 endpoints: authorize (answers at once), token
 * (form-encoded POST, JSON answer), GitHub `/user` + `/user/emails`, Facebook Graph `/me`.
 */
export async function startOAuth2Providers(people: {
  github: { id: number; login: string; name: string | null; emails: Array<{ email: string; primary: boolean; verified: boolean }> };
  facebook: { id: string; name: string; email?: string };
}) {
  const accessTokens = new Map<string, 'github' | 'facebook'>();
  const codes = new Map<string, { kind: 'github' | 'facebook'; codeChallenge: string | null }>();
  const tokenRequests: URLSearchParams[] = [];
  let origin = '';
  const listening = await listen(async (request, response) => {
    const url = new URL(request.url!, origin);
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    const kind = url.pathname.startsWith('/github') ? 'github' : 'facebook';
    if (url.pathname.endsWith('/authorize') || url.pathname.endsWith('/dialog/oauth')) {
      const code = randomBytes(12).toString('hex');
      codes.set(code, { kind, codeChallenge: url.searchParams.get('code_challenge') });
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state')!);
      response.writeHead(302, { location: back.href });
      return response.end();
    }
    if (url.pathname.endsWith('/access_token') && request.method === 'POST') {
      let body = '';
      for await (const chunk of request) body += chunk;
      const form = new URLSearchParams(body);
      tokenRequests.push(form);
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!grant || form.get('client_secret') !== TEST_CLIENT_SECRET || !form.get('code_verifier')) {
        // GitHub answers a bad code with HTTP 200 and an error body; openid-client must still refuse it.
        return json(kind === 'github' ? 200 : 400, { error: 'bad_verification_code' });
      }
      const accessToken = randomBytes(16).toString('hex');
      accessTokens.set(accessToken, grant.kind);
      return json(200, { access_token: accessToken, token_type: 'bearer', scope: 'read:user,user:email' });
    }
    const authorization = request.headers.authorization ?? '';
    const tokenKind = accessTokens.get(authorization.replace(/^Bearer /i, ''));
    if (!tokenKind) return json(401, { message: 'Bad credentials' });
    if (url.pathname === '/github/api/user') {
      if (!request.headers['user-agent']) return json(403, { message: 'User-Agent required' });
      return json(200, { id: people.github.id, login: people.github.login, name: people.github.name });
    }
    if (url.pathname === '/github/api/user/emails') return json(200, people.github.emails);
    if (url.pathname === '/facebook/me') return json(200, people.facebook);
    json(404, { message: 'Not Found' });
  });
  origin = listening.origin;
  return {
    ...listening,
    tokenRequests,
    github: {
      authorizationEndpoint: `${origin}/github/login/oauth/authorize`,
      tokenEndpoint: `${origin}/github/login/oauth/access_token`,
      userInfoEndpoint: `${origin}/github/api/user`,
      emailsEndpoint: `${origin}/github/api/user/emails`,
    },
    facebook: {
      authorizationEndpoint: `${origin}/facebook/dialog/oauth`,
      tokenEndpoint: `${origin}/facebook/oauth/access_token`,
      userInfoEndpoint: `${origin}/facebook/me?fields=id,name,email`,
    },
  };
}

/** Follows a redirect that answers at once (fake providers) and returns where it sends the browser. */
export async function followProviderRedirect(authorizationUrl: string): Promise<URL> {
  const response = await fetch(authorizationUrl, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`provider did not redirect: ${response.status}`);
  return new URL(location, authorizationUrl);
}
