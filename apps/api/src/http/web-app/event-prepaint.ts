import { formatDayRange } from '@podium/contracts/events/day-range';
import { EVENT_SECTIONS, eventSectionHref } from '@podium/contracts/events/event-path';
import { escapeHtml, type PrepaintTenant } from './prepaint-html';

/** What the pre-paint needs of the event (the by-path answer's `data`). */
interface PrepaintEvent {
  path: string;
  eventName: string;
  city: { name: string };
  startsOn: string;
  endsOn: string;
  description: string;
  rulesMarkdown: string;
  rulesHtml?: string;
  venues: Array<{ name: string; address: string | null }>;
}

/** What the medal tally's pre-paint needs of its two reads (their answers' `data`). */
interface PrepaintMedalRow {
  rank: number;
  company: { name: string };
  gold: number;
  silver: number;
  bronze: number;
  total: number;
}
interface PrepaintUndecided {
  eventSportCategoryId: number;
  sport: { name: string };
  category: { name: string };
}

/** The answers of a section's own first reads (boot-data.ts `sectionBootReadUrls`), when it has them. */
export interface SectionAnswers {
  medalTally?: unknown;
  results?: unknown;
}

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
  sectionAnswers: SectionAnswers = {},
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
  const body =
    known?.section === 'about'
      ? aboutBody(event)
      : ((known?.section === 'medal-tally' ? medalTallyBody(event, sectionAnswers) : undefined) ?? '<div class="min-h-dvh"></div>');
  // `data-prepaint-body`: the web app shows this part again while the section's own data loads
  // (apps/web/src/components/initial-paint.tsx), so the table does not blink out between the two.
  return `<div data-prepaint class="flex min-h-dvh flex-col"><main class="flex-1">${hero}<div data-prepaint-body class="mx-auto max-w-6xl px-4 py-8 sm:py-10">${body}</div></main></div>`;
}

const MEDAL = 'inline-flex h-7 min-w-7 items-center justify-center rounded-full px-2 text-sm font-bold tabular-nums';
const MEDAL_TINTS = { gold: 'bg-amber-100 text-amber-800', silver: 'bg-slate-200 text-slate-700', bronze: 'bg-orange-100 text-orange-800' };

/**
 * MedalTallySection's markup (apps/web/src/features/event-site/components/sections): the table, or
 * its empty text, and the "still being decided" note, the page's largest paint (issue 34). Undefined
 * when either read is missing: React draws the section then, as before.
 */
function medalTallyBody(event: PrepaintEvent, answers: SectionAnswers): string | undefined {
  const rows = (answers.medalTally as { data?: PrepaintMedalRow[] } | undefined)?.data;
  const undecided = (answers.results as { data?: { undecided?: PrepaintUndecided[] } } | undefined)?.data?.undecided;
  if (!Array.isArray(rows) || !Array.isArray(undecided)) return undefined;
  const count = (value: number, tint: string) => `<span class="${MEDAL} ${value > 0 ? tint : 'text-slate-500'}">${value}</span>`;
  const medalHeading = (letter: string, name: string) =>
    `<th scope="col" class="px-1 py-3 text-center sm:px-2"><span aria-hidden="true" class="sm:hidden">${letter}</span><span class="sr-only sm:not-sr-only">${name}</span></th>`;
  const table =
    rows.length === 0
      ? '<p class="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-500">No medals have been awarded yet. Check back after the first finals.</p>'
      : '<div class="rounded-2xl border border-slate-200 bg-white shadow-sm overflow-x-auto"><table class="w-full text-left text-sm">' +
        '<caption class="sr-only">Medal tally by company</caption>' +
        '<thead class="bg-slate-50 text-xs uppercase tracking-wide text-slate-500"><tr>' +
        '<th scope="col" class="px-3 py-3 sm:px-4">Rank</th><th scope="col" class="px-3 py-3 sm:px-4">Company</th>' +
        medalHeading('G', 'Gold') +
        medalHeading('S', 'Silver') +
        medalHeading('B', 'Bronze') +
        '<th scope="col" class="px-3 py-3 text-center">Total</th></tr></thead><tbody class="divide-y divide-slate-100">' +
        rows
          .map(
            (row) =>
              `<tr><td class="px-3 py-3 font-bold sm:px-4">${Number(row.rank)}</td><td class="px-3 py-3 font-semibold sm:px-4">${escapeHtml(row.company.name)}</td>` +
              `<td class="px-1 py-3 text-center sm:px-2">${count(Number(row.gold), MEDAL_TINTS.gold)}</td>` +
              `<td class="px-1 py-3 text-center sm:px-2">${count(Number(row.silver), MEDAL_TINTS.silver)}</td>` +
              `<td class="px-1 py-3 text-center sm:px-2">${count(Number(row.bronze), MEDAL_TINTS.bronze)}</td>` +
              `<td class="px-3 py-3 text-center font-bold">${Number(row.total)}</td></tr>`,
          )
          .join('') +
        '</tbody></table></div>';
  return `<div class="space-y-6">${table}${undecidedNote(event, undecided)}</div>`;
}

/** UndecidedNote's markup; its icons are blank boxes of their size until React draws them. */
function undecidedNote(event: PrepaintEvent, categories: PrepaintUndecided[]): string {
  if (categories.length === 0) return '';
  const fixtures = eventSectionHref(event.path, 'fixtures');
  const links = categories
    .map(
      (category) =>
        `<li><a href="${escapeHtml(fixtures)}?table=${Number(category.eventSportCategoryId)}" class="inline-flex min-h-9 items-center gap-1 rounded-xl bg-white px-3 py-1 font-semibold text-sky-950 ring-1 ring-sky-200 hover:bg-sky-100">` +
        `${escapeHtml(category.sport.name)} · ${escapeHtml(category.category.name)}<span aria-hidden="true" class="inline-block h-3.5 w-3.5 shrink-0"></span></a></li>`,
    )
    .join('');
  return (
    '<aside aria-labelledby="undecided-heading" class="rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">' +
    '<h2 id="undecided-heading" class="flex items-center gap-2 font-bold"><span aria-hidden="true" class="inline-block h-4 w-4 shrink-0"></span>Still being decided</h2>' +
    '<p class="mt-1">Final standings and medals appear once a category&#39;s deciding matches are finished.</p>' +
    `<ul class="mt-2 flex flex-wrap gap-2">${links}</ul></aside>`
  );
}

/** The classes of rendered Markdown (MARKDOWN_CLASSES in apps/web/src/components/ui/rendered-markdown.tsx). */
export const MARKDOWN_CLASSES =
  'space-y-3 leading-relaxed text-slate-700 [&_a]:text-brand-600 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-4 [&_h3]:font-semibold [&_h3]:text-ink [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_strong]:text-ink [&_ul]:list-disc [&_ul]:space-y-1';

/**
 * AboutSection's markup: the rules as the server rendered them (`rulesHtml`, made by renderMarkdown,
 * which escapes every tag of the source), or, in an answer without them, as the plain text the
 * Markdown component paints first.
 */
function aboutBody(event: PrepaintEvent): string {
  const rules = !event.rulesMarkdown
    ? '<p class="text-slate-500">Rules will be published soon.</p>'
    : event.rulesHtml !== undefined
      ? `<div class="${escapeHtml(MARKDOWN_CLASSES)} ">${event.rulesHtml}</div>`
      : `<div class="whitespace-pre-line leading-relaxed text-slate-700 ">${escapeHtml(event.rulesMarkdown)}</div>`;
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
