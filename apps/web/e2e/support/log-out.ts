import { expect, type Page } from '@playwright/test';

/**
 * Chooses Logout in the open account menu and waits for the reload logout starts 0.5 s after
 * auth-changed (spec section 9). A test that ends, or reads the page, in the middle of that reload
 * fails at random: a read lands on a destroyed page, or closing the context hangs its teardown
 * (seen in clean-clone runs on a busy machine).
 */
export async function chooseLogout(page: Page): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await reloaded;
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: 'Sign In' })
      .or(page.getByRole('banner').getByRole('link', { name: 'Sign In' }))
      .first(),
  ).toBeVisible();
}
