import type { FastifyInstance } from 'fastify';
import { enabledScripts, type TenantIntegrations } from '@podium/contracts/integrations/third-party-scripts';

type Directive = 'script-src' | 'connect-src' | 'img-src' | 'frame-src';

/**
 * The extra CSP sources a tenant's enabled third-party scripts need: the script's own origin in
 * script-src (and connect-src, img-src), the origins it reports to in connect-src and img-src
 * (beacons are often images), and for a chat widget frame-src as well. Same-origin paths add nothing.
 */
export function tenantScriptSources(integrations: TenantIntegrations | null | undefined): Record<Directive, string[]> {
  const sources: Record<Directive, Set<string>> = {
    'script-src': new Set(),
    'connect-src': new Set(),
    'img-src': new Set(),
    'frame-src': new Set(),
  };
  for (const script of enabledScripts(integrations)) {
    const scriptOrigin = script.scriptUrl.startsWith('https://') ? new URL(script.scriptUrl).origin : null;
    const talksTo = [...(scriptOrigin ? [scriptOrigin] : []), ...script.connectOrigins.map((origin) => new URL(origin).origin)];
    if (scriptOrigin) sources['script-src'].add(scriptOrigin);
    for (const origin of talksTo) {
      sources['connect-src'].add(origin);
      sources['img-src'].add(origin);
      if (script.kind === 'chatWidget') sources['frame-src'].add(origin);
    }
  }
  return Object.fromEntries(Object.entries(sources).map(([directive, set]) => [directive, [...set]])) as Record<Directive, string[]>;
}

/** Appends sources to the named directives of a CSP header value (a missing directive starts from 'self'). */
export function extendCsp(header: string, additions: Record<string, string[]>): string {
  const directives = header
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const seen = new Set<string>();
  const extended = directives.map((directive) => {
    const name = directive.split(/\s+/)[0]!.toLowerCase();
    seen.add(name);
    const extra = additions[name] ?? [];
    return extra.length > 0 ? `${directive} ${extra.join(' ')}` : directive;
  });
  for (const [name, extra] of Object.entries(additions)) {
    if (!seen.has(name) && extra.length > 0) extended.push(`${name} 'self' ${extra.join(' ')}`);
  }
  return extended.join(';');
}

/** The sign-in page never allows third-party scripts, whatever the tenant configured. */
const isLoginPath = (url: string) => /^\/login\/?(\?|$)/i.test(url);

/**
 * Widens the Content-Security-Policy of the web app's HTML document for the tenant answering the
 * host, by exactly the origins of the third-party scripts it has switched on (none by default),
 * and never on /Login. Only documents carry it: API answers keep the strict policy.
 */
export function registerTenantScriptCsp(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const policy = reply.getHeader('content-security-policy');
    if (!type.startsWith('text/html') || typeof policy !== 'string' || isLoginPath(request.url)) return payload;
    const tenant = await app.deps.tenants.resolve(request.host).catch(() => null);
    const additions = tenantScriptSources(tenant?.integrations);
    if (Object.values(additions).some((sources) => sources.length > 0))
      reply.header('content-security-policy', extendCsp(policy, additions));
    return payload;
  });
}
