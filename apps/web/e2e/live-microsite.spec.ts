import { expect } from '@playwright/test';
import { test } from './support/test';
import { DEMO_PHONES, signInThroughApi, signUpThroughApi } from './support/api-sign-in';
import { DEMO_EVENT, demoCategory } from './support/demo-event';
import { screenshotPath } from './support/screenshots';
import { chooseDemoEventOnStaffDashboard } from './support/staff-dashboard';

/**
 * Issue 16: the microsite follows the results live. Two people play the Darts Men's Open final (a
 * category no other browser test uses: the winner plays for Globex, already first in the tally, so
 * no other test's order changes); staff enter the final score on a phone, and the bracket and the
 * medal tally, open in other pages, show it without a reload (the event's live stream; no polling).
 * New people use 6000001105-06 with the code 271828.
 */
const EVENT = DEMO_EVENT;
const CODE = '271828';
const DARTS = "Darts · Men's Open";

test('staff enter a final on a phone; the bracket and the medal tally update without a reload', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { eventId, eventSportCategoryId } = await demoCategory(request, 'Darts', "Men's Open");
  const event = { id: eventId };
  const category = { id: eventSportCategoryId };
  const players = [
    { name: 'Ira Bullseye', phone: '6000001105', company: 'Globex' },
    { name: 'Kabir Treble', phone: '6000001106', company: 'Umbrella Health' },
  ];
  for (const player of players) {
    const token = await signUpThroughApi(request, player.phone, CODE, {
      name: player.name,
      email: `${player.phone}@example.com`,
      gender: 'male',
      companyName: player.company,
    });
    const entered = await request.post('/api/customer/registrations', {
      headers: { authorization: `Bearer ${token}` },
      data: { eventId: event.id, entries: [{ eventSportCategoryId: category.id, mode: 'individual' }] },
    });
    expect([201, 409]).toContain(entered.status());
  }
  const admin = await signInThroughApi(request, DEMO_PHONES.admin);
  const drawn = await request.post(`/api/admin/events/${event.id}/categories/${category.id}/draw`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { format: 'single_elimination', seeding: 'registration' },
  });
  expect(drawn.ok()).toBe(true);

  // The microsite, open on two pages of a visitor's phone.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const bracketPage = await visitor.newPage();
  const tallyPage = await visitor.newPage();
  await tallyPage.goto(`${EVENT}/medal-tally`);
  const globex = tallyPage.getByRole('table').getByRole('row').filter({ hasText: 'Globex' });
  await expect(globex).toBeVisible();
  const goldBefore = Number(await globex.getByRole('cell').nth(2).textContent());
  await bracketPage.goto(`${EVENT}/fixtures`);
  await bracketPage.getByLabel('Competition').selectOption({ label: DARTS });
  const panel = bracketPage.getByRole('region', { name: 'Tables and bracket' });
  await expect(panel.getByRole('heading', { name: 'Knockout' })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Medals' })).toHaveCount(0);
  let navigations = 0;
  for (const page of [bracketPage, tallyPage]) page.on('framenavigated', () => (navigations += 1));

  // Staff enter the final on a phone.
  const staff = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await staff.addInitScript((value) => localStorage.setItem('token', value), await signInThroughApi(request, DEMO_PHONES.staff));
  const staffPage = await staff.newPage();
  await staffPage.goto('/staff');
  await chooseDemoEventOnStaffDashboard(staffPage);
  const final = staffPage.getByRole('region', { name: 'Scores' }).getByRole('form', { name: 'Ira Bullseye v Kabir Treble' });
  await expect(final).toBeVisible();
  const [home, away] = await final.locator('input[type=number]').all();
  await home!.fill('3');
  await away!.fill('1');
  await final.getByRole('button', { name: 'Final score' }).click();
  await staffPage
    .getByRole('dialog', { name: /Ira Bullseye wins the final/ })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(staffPage.getByText('Final score saved.')).toBeVisible();

  // Both pages follow within seconds (the fallback poll would take a minute), with no reload.
  const medals = panel.getByRole('list', { name: 'Medals' });
  await expect(medals).toContainText('Ira Bullseye', { timeout: 15_000 });
  await expect(medals).toContainText('Kabir Treble');
  await expect(globex.getByRole('cell').nth(2)).toHaveText(String(goldBefore + 1), { timeout: 15_000 });
  expect(navigations).toBe(0);
  await bracketPage.screenshot({ path: screenshotPath('live-bracket-after-final'), fullPage: true });
  await tallyPage.screenshot({ path: screenshotPath('live-medal-tally-after-final'), fullPage: true });
  await visitor.close();
  await staff.close();
});
