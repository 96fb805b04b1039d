/** What the pre-paints need of the tenant (the tenant-config answer's `data`). */
export interface PrepaintTenant {
  tenant?: { kind?: string };
  settings?: { siteTitle?: string; logo?: string };
  branding?: { siteName?: string | null; logoUrl?: string | null };
  featureFlags?: { corporateOlympics?: Record<string, boolean> };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML, every character that could open a tag or end an attribute escaped. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

/** The tenant in a tenant-config answer, or undefined for the operators' host (its pages are the console). */
export function memberSiteTenant(tenantAnswer: unknown): PrepaintTenant | undefined {
  const tenant = (tenantAnswer as { data?: PrepaintTenant } | undefined)?.data;
  return !tenant || tenant.tenant?.kind === 'platform' ? undefined : tenant;
}

/**
 * MainHeader's bar (apps/web/src/features/site-header) as plain HTML: the logo and name only, in the
 * same 69 px bar (its buttons come with React).
 */
export function renderHeaderBar(tenant: PrepaintTenant): string {
  const title = tenant.branding?.siteName ?? tenant.settings?.siteTitle ?? 'Podium';
  const logo = tenant.branding?.logoUrl ?? tenant.settings?.logo ?? '/brand/logo.svg';
  return (
    '<header class="sticky top-0 z-40 border-b border-t-4 border-b-slate-200 border-t-[var(--brand-primary)] bg-white/95 backdrop-blur">' +
    '<div class="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">' +
    `<a href="/" class="flex min-w-0 items-center gap-2 rounded-lg font-bold text-ink" aria-label="${escapeHtml(title)}, home">` +
    `<img src="${escapeHtml(logo)}" alt="" class="h-9 w-9 shrink-0 object-contain">` +
    `<span class="hidden truncate min-[420px]:inline md:text-lg">${escapeHtml(title)}</span></a></div></header>`
  );
}

/** A page of the member site as the app shell lays it out: the header bar over `main`. */
export const shellPrepaint = (tenant: PrepaintTenant, main: string): string =>
  `<div data-prepaint class="flex min-h-dvh flex-col">${renderHeaderBar(tenant)}<main class="flex-1">${main}</main></div>`;
