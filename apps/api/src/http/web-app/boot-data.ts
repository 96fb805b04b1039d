import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageMatch } from './route-chunks';

/** The headers that choose the tenant and the origin, passed on to the embedded reads. */
const FORWARDED_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for'] as const;

/** The URLs of the public reads a page makes before it can draw its main content. */
export function bootReadUrls(eventPathSegment: string | undefined): { tenantConfig: string; event?: string } {
  const tenantConfig = '/api/tenant-config';
  if (eventPathSegment === undefined) return { tenantConfig };
  let eventPath: string;
  try {
    eventPath = decodeURIComponent(eventPathSegment);
  } catch {
    return { tenantConfig };
  }
  // Encoded the way the web app builds the same URL (get-event-by-path.ts), so its lookup matches.
  return { tenantConfig, event: `/api/public/events/by-path/${encodeURIComponent(eventPath)}` };
}

function bootReads(match: PageMatch): string[] {
  const urls = bootReadUrls(match.eventPath);
  return urls.event ? [urls.tenantConfig, urls.event] : [urls.tenantConfig];
}

/**
 * The answers of the page's first public reads, keyed by URL, for the HTML to carry: the web app
 * takes each once instead of fetching it (apps/web/src/lib/boot-answers.ts), which removes the API
 * round trip from the way to the first content (issue 14: the event pages' LCP waited for it).
 * The reads go through the app itself (`inject`), so they are the very answers the API gives,
 * schema-checked and served from the public read cache; only 200s are kept, and nothing personal:
 * no cookie or token is passed on.
 */
export async function readBootAnswers(app: FastifyInstance, request: FastifyRequest, match: PageMatch): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answers: Record<string, unknown> = {};
  await Promise.all(
    bootReads(match).map(async (url) => {
      const answer = await app.inject({ method: 'GET', url, headers: { ...headers, accept: 'application/json' } });
      if (answer.statusCode !== 200) return;
      try {
        answers[url] = answer.json();
      } catch {
        // Not JSON: leave it to the web app's own fetch.
      }
    }),
  );
  return answers;
}
