import { escapeHtml, memberSiteTenant, shellPrepaint } from './prepaint-html';

/**
 * The signed-out home's header bar and welcome hero as plain HTML, for the server to put in `#root`
 * in place of the loader (issue 34: home's largest paint, the hero's paragraph, waited for the app's
 * JavaScript to run, 2-3 s on a busy phone). It copies the markup and classes of MainHeader
 * (apps/web/src/features/site-header) and Welcome (apps/web/src/app/routes/home.tsx): the same
 * things at the same size, so React's first render replaces it without moving anything and the
 * largest paint stays this one. Undefined for the operators' host (its home is the console).
 */
export function renderHomePrepaint(tenantAnswer: unknown): string | undefined {
  const tenant = memberSiteTenant(tenantAnswer);
  if (!tenant) return undefined;
  const heroTitle = tenant.settings?.siteTitle ?? 'Podium';
  const hero =
    '<section class="relative overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-indigo-700 text-white">' +
    '<div aria-hidden="true" class="absolute -right-16 -top-16 h-64 w-64 rounded-full bg-white/10"></div>' +
    '<div aria-hidden="true" class="absolute -bottom-24 -left-10 h-56 w-56 rounded-full bg-amber-400/20"></div>' +
    '<div class="relative mx-auto max-w-6xl px-4 py-14 sm:py-20">' +
    '<p class="min-h-5 text-sm font-semibold uppercase tracking-wider text-amber-300"></p>' +
    `<h1 class="mt-3 min-h-[2.5em] max-w-2xl text-4xl font-extrabold leading-tight tracking-tight sm:min-h-0 sm:text-5xl">${escapeHtml(heroTitle)}</h1>` +
    '<p class="mt-4 max-w-xl text-lg leading-relaxed text-blue-50">Corporate sports, made simple. Register for your company&#39;s events, follow fixtures and results, and check in at the venue with one scan.</p>' +
    '<div class="mt-8 flex flex-wrap gap-3">' +
    '<a href="/Login" class="inline-flex min-h-12 items-center rounded-full bg-white px-6 font-semibold text-brand-700 shadow hover:bg-blue-50">Sign In</a>' +
    '<a href="/about" class="inline-flex min-h-12 items-center rounded-full px-6 font-semibold text-white ring-1 ring-white/60 hover:bg-white/10">How it works</a>' +
    '</div></div></section>';
  return shellPrepaint(tenant, hero);
}
