import type { Page } from '@playwright/test';

const BOOT_BLOCK = /<script type="application\/json" id="podium-boot">[^<]*<\/script>/;

/**
 * Pages carry their first public reads in the HTML (issue 14, apps/api/src/http/web-app): a test
 * that answers those reads itself (`page.route` on /api/tenant-config or an event) takes them out
 * of every document the page loads, so the app asks the API, where the test's answer waits.
 */
export async function withoutBootAnswers(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(BOOT_BLOCK, '');
    await route.fulfill({ response, body: html });
  });
}
