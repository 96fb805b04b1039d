import { test as base, type Page } from '@playwright/test';

declare global {
  interface Window {
    /** When the reload that follows an auth change (spec section 9) is due; set by the fixture below. */
    __podiumAuthReloadDueAt?: number;
  }
}

/** Slack after the due time for the reload itself to start and load on a busy machine. */
const RELOAD_SLACK_MS = 3_000;

/**
 * Every browser test's `test`: the same as Playwright's, plus one step after each test. A sign-in,
 * logout or copied token cookie reloads the page 0.5 s later (spec section 9); a test that ends
 * inside that window had its context closed in the middle of the reload, which on a busy machine
 * hung the teardown (issue 18). The fixture notes each auth change in the page and, after the
 * test, waits for a reload that is due before the context closes. Pages the app does not reload
 * (/Login, /kiosk, a pending MFA challenge; the same rule as session-sync.ts) are not waited for.
 */
export const test = base.extend<{ settleAuthReload: void }>({
  settleAuthReload: [
    async ({ context }, use) => {
      await context.addInitScript(() => {
        window.addEventListener('auth-changed', () => {
          const dueAt = Date.now() + 500;
          window.__podiumAuthReloadDueAt = dueAt;
          // Just after the app's own timer: if the app's rule (session-sync.ts) keeps this page,
          // no reload comes and there is nothing to wait for.
          window.setTimeout(() => {
            const path = window.location.pathname.toLowerCase();
            const pending = [sessionStorage, localStorage].some((store) => store.getItem('mfaChallengePending') === 'true');
            if ((path === '/login' || path === '/kiosk' || pending) && window.__podiumAuthReloadDueAt === dueAt) {
              window.__podiumAuthReloadDueAt = undefined;
            }
          }, 520);
        });
      });
      await use();
      await Promise.all(context.pages().map(settle));
    },
    { auto: true },
  ],
});

/** Waits for the reload an auth change made due on this page, if the app will make it. */
export async function settle(page: Page): Promise<void> {
  if (page.isClosed()) return;
  let dueAt: number | undefined;
  try {
    dueAt = await page.evaluate(() => window.__podiumAuthReloadDueAt);
  } catch {
    // The page is between documents: let the navigation finish.
    await page.waitForLoadState('load', { timeout: RELOAD_SLACK_MS }).catch(() => undefined);
    return;
  }
  if (dueAt === undefined) return;
  const timeout = Math.max(0, dueAt - Date.now()) + RELOAD_SLACK_MS;
  // The reload starts a new document, where the init script has not seen an auth change.
  await page
    .waitForFunction(() => window.__podiumAuthReloadDueAt === undefined && document.readyState === 'complete', undefined, { timeout })
    .catch(() => undefined);
  await page.waitForLoadState('load', { timeout: RELOAD_SLACK_MS }).catch(() => undefined);
}
