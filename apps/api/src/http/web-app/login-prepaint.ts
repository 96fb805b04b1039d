import { memberSiteTenant, shellPrepaint } from './prepaint-html';

/**
 * /Login's header bar, side panel and title as plain HTML, for the server to put in `#root` in place
 * of the loader (issue 34: its largest paint waited for React, about 1 s of render delay beside a
 * busy machine). The markup and classes of MainHeader, LoginSidePanel and the page's card
 * (apps/web/src/app/routes/login.tsx); the icons are blank boxes of their size. The form is not
 * painted: its fields depend on the tenant's sign-in choices, and a field typed into before React
 * takes over would lose what was typed, so a blank of the form's first height stands in for it.
 */
export function renderLoginPrepaint(tenantAnswer: unknown): string | undefined {
  const tenant = memberSiteTenant(tenantAnswer);
  if (!tenant) return undefined;
  const point = (text: string) =>
    `<li class="flex items-center gap-3"><span aria-hidden="true" class="inline-block h-6 w-6 shrink-0"></span>${text}</li>`;
  const card =
    '<div class="mx-auto my-6 flex max-w-4xl flex-col overflow-hidden rounded-2xl bg-white shadow-sm md:my-12 md:flex-row">' +
    '<aside class="flex flex-col justify-center gap-6 bg-[var(--brand-primary)] p-8 text-[var(--brand-on-primary)] md:w-2/5">' +
    '<h2 class="text-3xl font-extrabold">Ready to Play?</h2>' +
    `<ul class="space-y-3 text-lg font-semibold">${point('10+ Years of Excellence')}${point('500+ Corporate Partners')}</ul>` +
    '</aside>' +
    '<section class="flex-1 p-6 md:p-10" aria-labelledby="login-title">' +
    '<h1 id="login-title" class="mb-6 text-2xl font-bold text-ink">Sign in</h1>' +
    '<div class="min-h-48"></div>' +
    '</section></div>';
  return shellPrepaint(tenant, card);
}
