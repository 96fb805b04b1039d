import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { SsoConnectionName } from '@podium/contracts/sso/sso-login';
import { CONNECTION_DEFAULTS } from '../../platform/oidc/connection-defaults';
import type { ResolvedIdentityProvider } from '../../platform/oidc/external-identity';
import { createLocalIdentityProvider, type LocalIdentity, type LocalIdentityProvider } from '../../platform/oidc/local-identity-provider';

/** Where the demo provider answers, on the app's own port. */
export const DEMO_IDENTITY_PROVIDER_PATH = '/oidc-demo';
/** Connections the demo provider stands in for, on the demo tenant only. */
export const DEMO_CONNECTIONS = ['corporate', 'google'] as const satisfies readonly SsoConnectionName[];
/** Hosts the demo tenant answers (demo seed); each gets a registered redirect URI. */
const DEMO_HOSTS = ['localhost', '127.0.0.1', 'sports.podium.localhost', 'club.podium.localhost'];

/** The demo identities (docs/sso.md lists them): three in the demo tenant's domain, one outside it. */
export const DEMO_IDENTITIES: LocalIdentity[] = [
  { subject: 'demo-ananya', email: 'ananya@podium.example', emailVerified: true, name: 'Ananya Rao' },
  { subject: 'demo-rahul', email: 'rahul@podium.example', emailVerified: true, name: 'Rahul Mehta' },
  { subject: 'demo-asha', email: 'admin@podium.example', emailVerified: true, name: 'Asha Admin' },
  { subject: 'demo-outsider', email: 'sam@outside.example', emailVerified: true, name: 'Sam Outsider' },
];

const clientIdOf = (connection: SsoConnectionName) => `podium-demo-${connection}`;
// Not secret: the demo provider runs only on this machine and never in production.
const DEMO_CLIENT_SECRET = 'podium-demo-client-secret';

/**
 * The local OpenID provider of `npm start`: created on first use (the listening port is known
 * then), served at /oidc-demo on the same server, standing in for the corporate directory and
 * Google of the demo tenant.
 */
export class DemoIdentityProvider {
  private local: Promise<LocalIdentityProvider> | undefined;

  constructor(private readonly app: FastifyInstance) {}

  private origin(): string {
    const address = this.app.server.address() as AddressInfo | null;
    if (!address) throw new Error('the demo identity provider needs a listening server');
    return `http://localhost:${address.port}`;
  }

  private provider(): Promise<LocalIdentityProvider> {
    if (this.local) return this.local;
    const origin = new URL(this.origin());
    this.local = createLocalIdentityProvider({
      issuer: `${origin.origin}${DEMO_IDENTITY_PROVIDER_PATH}`,
      title: 'Podium demo sign-in',
      identities: DEMO_IDENTITIES,
      clients: DEMO_CONNECTIONS.map((connection) => ({
        clientId: clientIdOf(connection),
        clientSecret: DEMO_CLIENT_SECRET,
        redirectUris: DEMO_HOSTS.map((host) => `http://${host}:${origin.port}/api/auth/callback/${connection}`),
      })),
    });
    return this.local;
  }

  /** The demo's settings for a connection, as a tenant's identity_providers row would give them. */
  settingsFor(connection: (typeof DEMO_CONNECTIONS)[number]): ResolvedIdentityProvider {
    const defaults = CONNECTION_DEFAULTS[connection];
    return {
      trust: 'built-in-demo',
      connection,
      protocol: 'oidc',
      issuer: `${this.origin()}${DEMO_IDENTITY_PROVIDER_PATH}`,
      clientId: clientIdOf(connection),
      clientSecret: DEMO_CLIENT_SECRET,
      scopes: defaults.scopes,
      tokenEndpointAuth: 'basic',
    };
  }

  /** Routes every request under /oidc-demo to the provider, before Fastify parses anything. */
  mount(): void {
    this.app.addHook('onRequest', (request, reply, done) => {
      const path = request.raw.url ?? '';
      if (path !== DEMO_IDENTITY_PROVIDER_PATH && !path.startsWith(`${DEMO_IDENTITY_PROVIDER_PATH}/`)) return done();
      reply.hijack();
      this.provider().then(
        (provider) => provider.handle(request.raw, reply.raw),
        (error: unknown) => {
          request.log.error({ err: error }, 'demo identity provider failed to start');
          reply.raw.statusCode = 500;
          reply.raw.end('The demo identity provider could not start.');
        },
      );
    });
  }
}
