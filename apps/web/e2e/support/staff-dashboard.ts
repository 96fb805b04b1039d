import { expect, type Page } from '@playwright/test';

/**
 * Picks the demo event on the staff dashboard (/staff). The dashboard opens on today's first event,
 * and other browser tests make events of today (staff-admin.spec.ts, team-invites.spec.ts), so a test
 * about the demo's matches says which event it means.
 */
export async function chooseDemoEventOnStaffDashboard(page: Page): Promise<void> {
  const choice = page.getByLabel('Event', { exact: true });
  const demo = choice.locator('option', { hasText: 'Corporate Olympics 2026' });
  await expect(demo).toHaveCount(1, { timeout: 20_000 });
  await choice.selectOption((await demo.getAttribute('value'))!);
}
