import type { Page } from '@playwright/test';

const BOOT_BLOCK = /<script type="application\/json" id="podium-boot">[^<]*<\/script>/;

/** A page document on its way to the browser: tests may change its HTML and headers. */
export interface PageDocument {
  html: string;
  headers: Record<string, string>;
}

const rewritersOf = new WeakMap<Page, Array<(document: PageDocument) => void>>();

/**
 * Changes every page document the page loads. One route per page applies every rewrite asked for,
 * so helpers that each change documents (the embedded reads, a CSP) do not undo each other.
 */
export async function rewritePageDocuments(page: Page, rewrite: (document: PageDocument) => void): Promise<void> {
  const existing = rewritersOf.get(page);
  if (existing) {
    existing.push(rewrite);
    return;
  }
  const rewriters = [rewrite];
  rewritersOf.set(page, rewriters);
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const document: PageDocument = { html: await response.text(), headers: response.headers() };
      for (const apply of rewriters) apply(document);
      await route.fulfill({ response, headers: document.headers, body: document.html });
    },
  );
}

/** A page's HTML without its embedded first reads. */
export const withoutBootBlock = (html: string) => html.replace(BOOT_BLOCK, '');

/**
 * Pages carry their first public reads in the HTML (issue 14, apps/api/src/http/web-app): a test
 * that answers those reads itself (`page.route` on /api/tenant-config or an event) takes them out
 * of every document the page loads, so the app asks the API, where the test's answer waits.
 */
export async function withoutBootAnswers(page: Page): Promise<void> {
  await rewritePageDocuments(page, (document) => {
    document.html = withoutBootBlock(document.html);
  });
}
