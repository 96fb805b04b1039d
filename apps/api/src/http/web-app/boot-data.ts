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
 * The reads a microsite section draws its first content from, once the event's id is known. Only
 * the medal tally has them (issue 34): its largest paint, the "still being decided" note under the
 * table, waited for React and two round trips; with these the server paints the table and the note.
 */
export function sectionBootReadUrls(section: string | undefined, eventId: number): { medalTally: string; results: string } | undefined {
  if (section !== 'medal-tally') return undefined;
  return { medalTally: `/api/public/events/${eventId}/medal-tally`, results: `/api/public/events/${eventId}/results` };
}

/** The event's id in its by-path answer, when the read found one. */
export function eventIdOf(answer: unknown): number | undefined {
  const id = (answer as { data?: { id?: unknown } } | undefined)?.data?.id;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined;
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
  const read = async (url: string): Promise<void> => {
    const answer = await app.inject({ method: 'GET', url, headers: { ...headers, accept: 'application/json' } });
    if (answer.statusCode !== 200) return;
    try {
      answers[url] = answer.json();
    } catch {
      // Not JSON: leave it to the web app's own fetch.
    }
  };
  await Promise.all(bootReads(match).map(read));
  const eventUrl = bootReadUrls(match.eventPath).event;
  const eventId = eventUrl ? eventIdOf(answers[eventUrl]) : undefined;
  const sectionUrls = eventId === undefined ? undefined : sectionBootReadUrls(match.section, eventId);
  if (sectionUrls) await Promise.all(Object.values(sectionUrls).map(read));
  return answers;
}
