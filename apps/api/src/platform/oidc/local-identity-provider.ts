import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** A person the local provider can sign in as. */
export interface LocalIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface LocalClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface LocalIdentityProvider {
  issuer: string;
  /** Node request handler for every path under the issuer's path (the caller routes them here). */
  handle(request: IncomingMessage, response: ServerResponse): void;
}

/**
 * A real OpenID provider (the `oidc-provider` package) with a minimal login page listing its
 * identities: the demo's corporate directory and Google stand-in, and the tests' identity provider.
 * Mounted at the issuer's path; the login page is `{path}/interaction/{uid}`. Consent is implied
 * (first-party clients), and `email` and `name` travel in the ID token.
 */
export async function createLocalIdentityProvider(options: {
  issuer: string;
  clients: LocalClient[];
  identities: LocalIdentity[];
  title?: string;
}): Promise<LocalIdentityProvider> {
  const mountPath = new URL(options.issuer).pathname.replace(/\/$/, '');
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
  const identities = new Map(options.identities.map((identity) => [identity.subject, identity]));

  const provider = new Provider(options.issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    // Short lives: a demo or test sign-in takes seconds. Its state lives in memory (one process).
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    findAccount: (_ctx, subject) => {
      const identity = identities.get(subject);
      if (!identity) return undefined;
      return {
        accountId: subject,
        claims: () => ({ sub: subject, email: identity.email, email_verified: identity.emailVerified, name: identity.name }),
      };
    },
    // First-party clients: grant the requested scopes without a consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const providerHandler = provider.callback();

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://local');
    // A constant pattern after a prefix check: no regex is compiled from configuration.
    const interactionPrefix = `${mountPath}/interaction/`;
    const interaction = url.pathname.startsWith(interactionPrefix) ? /^([\w-]+)$/.exec(url.pathname.slice(interactionPrefix.length)) : null;
    if (interaction) {
      void handleInteraction(provider, options, identities, request, response).catch((error: unknown) => {
        response.statusCode = 400;
        response.setHeader('content-type', 'text/plain; charset=utf-8');
        response.end(`Sign-in could not continue: ${error instanceof Error ? error.message : 'unknown error'}`);
      });
      return;
    }
    // oidc-provider finds its mount path by comparing originalUrl with the url it is given.
    Object.assign(request, { originalUrl: request.url });
    request.url = request.url!.slice(mountPath.length) || '/';
    providerHandler(request, response);
  };
  return { issuer: options.issuer, handle };
}

async function handleInteraction(
  provider: Provider,
  options: { title?: string },
  identities: Map<string, LocalIdentity>,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  if (request.method === 'POST') {
    const form = new URLSearchParams(await readBody(request));
    const subject = form.get('subject') ?? '';
    if (form.get('action') === 'cancel' || !identities.has(subject)) {
      await provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'The person cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    await provider.interactionFinished(request, response, { login: { accountId: subject } }, { mergeWithLastSubmission: false });
    return;
  }
  const loginHint = typeof details.params.login_hint === 'string' ? details.params.login_hint.toLowerCase() : '';
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(renderLoginPage(options.title ?? 'Local identity provider', [...identities.values()], loginHint, request.url ?? ''));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 10_000) reject(new Error('form too large'));
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function renderLoginPage(title: string, identities: LocalIdentity[], loginHint: string, action: string): string {
  const buttons = identities
    .map((identity) => {
      const hinted = identity.email.toLowerCase() === loginHint ? ' autofocus' : '';
      return `<li><button type="submit" name="subject" value="${escapeHtml(identity.subject)}"${hinted}>
        <strong>${escapeHtml(identity.name)}</strong><span>${escapeHtml(identity.email)}</span></button></li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f1f5f9; margin: 0; padding: 2rem 1rem; color: #0f172a; }
  main { max-width: 26rem; margin: 0 auto; background: #fff; border-radius: 12px; padding: 1.5rem; box-shadow: 0 1px 3px #0002; }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; } p { color: #475569; margin: 0 0 1rem; }
  ul { list-style: none; padding: 0; margin: 0 0 1rem; display: grid; gap: .5rem; }
  li button { width: 100%; text-align: left; padding: .75rem 1rem; border: 1px solid #cbd5e1; border-radius: 8px; background: #fff; cursor: pointer; display: grid; gap: .15rem; font: inherit; }
  li button:hover, li button:focus { border-color: #2563eb; outline: 2px solid #2563eb33; }
  li span { color: #475569; font-size: .875rem; }
  .cancel { background: none; border: 0; color: #2563eb; cursor: pointer; font: inherit; padding: 0; }
</style></head>
<body><main>
  <h1>${escapeHtml(title)}</h1>
  <p>Demo sign-in: choose who you are. No password is needed on this local test provider.</p>
  <form method="post" action="${escapeHtml(action)}">
    <ul aria-label="Identities">${buttons}</ul>
    <button class="cancel" type="submit" name="action" value="cancel">Cancel and go back</button>
  </form>
</main></body></html>`;
}
