import { formatDayRange } from '@podium/contracts/events/day-range';
import { EVENT_SECTIONS } from '@podium/contracts/events/event-path';

/** What the pre-paint needs of the event (the by-path answer's `data`). */
interface PrepaintEvent {
  eventName: string;
  city: { name: string };
  startsOn: string;
  endsOn: string;
  description: string;
  rulesMarkdown: string;
  venues: Array<{ name: string; address: string | null }>;
}

/** What the pre-paint needs of the tenant (the tenant-config answer's `data`). */
interface PrepaintTenant {
  featureFlags?: { corporateOlympics?: Record<string, boolean> };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

/**
 * The top of an event page as plain HTML, for the server to put in `#root` in place of the loader
 * (issue 14: the event pages' largest paint waited for the app's JavaScript). It copies the markup
 * and classes of the React page it stands in for (EventHero in apps/web/src/features/event-site,
 * AboutSection for /about), so the first paint already shows the hero's title and, on /about, the
 * rules text at their final size; React replaces it on its first render with the same things at the
 * same size, which is why the browser's largest paint stays the first one. Text only, escaped;
 * undefined when the page would not show this (an unknown or hidden section, a blog post).
 */
export function renderEventPrepaint(
  eventAnswer: unknown,
  tenantAnswer: unknown,
  sectionSegment: string | undefined,
  hasMoreSegments: boolean,
): string | undefined {
  const event = (eventAnswer as { data?: PrepaintEvent } | undefined)?.data;
  if (!event || hasMoreSegments) return undefined;
  const known = sectionSegment === undefined ? undefined : EVENT_SECTIONS.find((item) => item.section === sectionSegment.toLowerCase());
  if (sectionSegment !== undefined && !known) return undefined;
  const flags = (tenantAnswer as { data?: PrepaintTenant } | undefined)?.data?.featureFlags?.corporateOlympics;
  if (known && (!flags || !flags[known.flag])) return undefined;
  // The blog list and posts draw from their own reads; their hero alone is not worth a pre-paint.
  if (known?.section === 'blogs') return undefined;

  const title = known?.section === 'about' ? 'About & Rules' : known?.label;
  const heading = title
    ? `<p class="mt-2 text-sm font-medium text-blue-100">${escapeHtml(event.eventName)}</p><h1 class="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">${escapeHtml(title)}</h1>`
    : `<h1 class="mt-2 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">${escapeHtml(event.eventName)}</h1><p class="mt-4 max-w-2xl text-lg leading-relaxed text-blue-50">${escapeHtml(event.description)}</p>`;
  const hero =
    '<section class="relative overflow-hidden bg-gradient-to-br from-slate-900 via-brand-700 to-indigo-800 pb-10 pt-24 text-white sm:pb-14 sm:pt-28">' +
    '<div aria-hidden="true" class="absolute -right-20 -top-20 h-72 w-72 rounded-full bg-amber-400/20 blur-2xl"></div>' +
    '<div aria-hidden="true" class="absolute -bottom-24 left-1/3 h-64 w-64 rounded-full bg-sky-400/20 blur-2xl"></div>' +
    '<div class="relative mx-auto max-w-6xl px-4">' +
    `<p class="text-xs font-semibold uppercase tracking-[0.2em] text-amber-300">${escapeHtml(event.city.name)} · ${escapeHtml(formatDayRange(event.startsOn, event.endsOn))}</p>` +
    heading +
    '</div></section>';
  const body = known?.section === 'about' ? aboutBody(event) : '<div class="min-h-dvh"></div>';
  return `<div data-prepaint class="flex min-h-dvh flex-col"><main class="flex-1">${hero}<div class="mx-auto max-w-6xl px-4 py-8 sm:py-10">${body}</div></main></div>`;
}

/** AboutSection's markup, with the rules as the plain text its Markdown component paints first. */
function aboutBody(event: PrepaintEvent): string {
  const rules = event.rulesMarkdown
    ? `<div class="whitespace-pre-line leading-relaxed text-slate-700 ">${escapeHtml(event.rulesMarkdown)}</div>`
    : '<p class="text-slate-500">Rules will be published soon.</p>';
  const venues = event.venues
    .map(
      (venue) =>
        `<div class="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"><p class="font-semibold">${escapeHtml(venue.name)}</p><p class="text-sm text-slate-500">${escapeHtml(venue.address ?? '')}</p></div>`,
    )
    .join('');
  return (
    '<div class="grid gap-8 lg:grid-cols-[2fr_1fr]">' +
    '<article class="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">' +
    `<p class="text-lg leading-relaxed text-slate-700">${escapeHtml(event.description)}</p>` +
    `<div class="mt-6">${rules}</div>` +
    '</article>' +
    `<aside class="space-y-3"><h2 class="text-lg font-bold">Venues</h2>${venues}</aside>` +
    '</div>'
  );
}
