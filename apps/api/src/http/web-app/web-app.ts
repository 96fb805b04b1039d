import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../../config/config';
import { bootReadUrls, eventIdOf, readBootAnswers, sectionBootReadUrls } from './boot-data';
import { brandHeadOf } from './brand-head';
import { renderEventPrepaint } from './event-prepaint';
import { renderHomePrepaint } from './home-prepaint';
import { renderLoginPrepaint } from './login-prepaint';
import { readCookie } from '../cookies';
import { matchPage, RouteChunks } from './route-chunks';
import { WebShell } from './web-shell';
import { varyOnTenantHeaders } from '../tenant-vary';
import { DomainError } from '../../errors/domain-error';

/** Serves the built web app at / with the SPA fallback; unknown /api paths stay JSON 404s. */
/** The plain page of an address no tenant claims, in production. */
const NO_SITE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>No Podium site at this address</title></head><body style="font-family:system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem">' +
  "<h1>No Podium site at this address</h1><p>Check the address you typed. If this is your company's new site, its host name may not be set up yet: ask your Podium operator.</p></body></html>";

async function isClaimedHost(app: FastifyInstance, host: string): Promise<boolean> {
  try {
    await app.deps.tenants.resolve(host);
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'TENANT_NOT_FOUND') return false;
    throw error;
  }
}

export function registerWebApp(app: FastifyInstance, config: Config): void {
  const distDir = config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : '';
  const hasWebApp = distDir !== '' && existsSync(path.join(distDir, 'index.html'));
  const serveSourceMaps = config.SERVE_SOURCE_MAPS ?? config.NODE_ENV !== 'production';
  const shell = hasWebApp ? WebShell.fromDist(distDir) : undefined;
  const chunks = hasWebApp ? RouteChunks.fromDist(distDir) : undefined;
  if (hasWebApp) {
    void app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes a Brotli and a gzip file beside each text asset (apps/web/vite.config.ts):
      // sent as the request's Accept-Encoding allows, with no compression work per request.
      preCompressed: true,
      // Source maps reveal the source: production serves them only when SERVE_SOURCE_MAPS says so.
      allowedPath: (pathName) => serveSourceMaps || !pathName.endsWith('.map'),
      setHeaders: (response, filePath) => {
        // Hashed assets never change; index.html must always be fresh, and so must the service
        // worker and the manifest, or a deploy would reach phones a cache lifetime late.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) response.header('cache-control', 'public, max-age=31536000, immutable');
        else if (/(^|[\\/])(index\.html|sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/.test(filePath))
          response.header('cache-control', 'no-cache');
      },
    });
  }
  const notFound = (reply: FastifyReply, method: string, pathOnly: string) =>
    reply.status(404).send({ success: false, message: `No such API route: ${method} ${pathOnly}`, error: 'NOT_FOUND' });
  app.setNotFoundHandler((request, reply) => notFound(reply, request.method, request.url.split('?')[0]!));
  if (!shell || !chunks) return;
  // Any other GET is a page of the web app. A route, not the not-found handler, so that
  // @fastify/compress (which hooks routes) compresses the HTML (issue 14).
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathOnly = request.url.split('?')[0]!;
    if (pathOnly === '/api' || pathOnly.startsWith('/api/')) return notFound(reply, request.method, pathOnly);
    // A chunk that is not there (an old page after a deploy) must fail as a missing file, not
    // load HTML as JavaScript.
    if (pathOnly.startsWith('/assets/')) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    // Production never serves the default tenant to a host nobody claimed (issue 29).
    if (config.NODE_ENV === 'production' && !(await isClaimedHost(app, request.host)))
      return reply.status(404).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NO_SITE_PAGE);
    // Each page's HTML names its own chunks and carries its first public reads.
    const match = matchPage(pathOnly);
    const bootAnswers = await readBootAnswers(app, request, match);
    const prepaint =
      match.page === 'event-site'
        ? eventPrepaintOf(pathOnly, bootAnswers)
        : // Signed in (the token cookie the web app keeps beside local storage), home is the member's day, not the welcome.
          match.page === 'home' && !readCookie(request.headers.cookie, 'token')
          ? renderHomePrepaint(bootAnswers[bootReadUrls(undefined).tenantConfig])
          : match.page === 'login'
            ? renderLoginPrepaint(bootAnswers[bootReadUrls(undefined).tenantConfig])
            : undefined;
    // The HTML carries the tenant's answers: a shared cache must key it on what chose the tenant.
    varyOnTenantHeaders(reply, config.TRUST_PROXY);
    // Home's HTML depends on the token cookie (the welcome is painted for a signed-out visitor only).
    if (match.page === 'home') reply.header('vary', [reply.getHeader('vary'), 'Cookie'].filter(Boolean).join(', '));
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        shell.render({
          ...chunks.forPage(match.page, match.sectionModule),
          bootAnswers,
          prepaint,
          brand: brandHeadOf(bootAnswers[bootReadUrls(undefined).tenantConfig]),
        }),
      );
  });
}

/** The event page's pre-painted top, from the answers the HTML carries anyway (no extra read). */
function eventPrepaintOf(pathOnly: string, bootAnswers: Record<string, unknown>): string | undefined {
  const segments = pathOnly.split('/').filter((segment) => segment !== '');
  const urls = bootReadUrls(segments[0]);
  if (!urls.event) return undefined;
  const eventId = eventIdOf(bootAnswers[urls.event]);
  const sectionUrls = eventId !== undefined ? sectionBootReadUrls(segments[1]?.toLowerCase(), eventId) : undefined;
  const sectionAnswers = sectionUrls ? { medalTally: bootAnswers[sectionUrls.medalTally], results: bootAnswers[sectionUrls.results] } : {};
  return renderEventPrepaint(bootAnswers[urls.event], bootAnswers[urls.tenantConfig], segments[1], segments.length > 2, sectionAnswers);
}
