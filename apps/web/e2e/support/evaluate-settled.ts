import type { Page } from '@playwright/test';

/**
 * `page.evaluate` that is retried when it lands on a navigation: a sign-in fires auth-changed and
 * the page reloads 0.5 s later (spec section 9), which destroys the context of a read in flight.
 */
export async function evaluateSettled<T>(page: Page, read: () => T): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await page.evaluate(read);
    } catch (error) {
      const isNavigation = /Execution context was destroyed|navigation/i.test(String(error));
      if (!isNavigation || attempt >= 10) throw error;
      await page.waitForLoadState('load');
    }
  }
}
