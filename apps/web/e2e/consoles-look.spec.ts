import { expect } from '@playwright/test';
import { test } from './support/test';
import { DEMO_PHONES, signInThroughApi, signUpThroughApi } from './support/api-sign-in';
import { checkAtBothWidths } from './support/page-check';
import { screenshotPath } from './support/screenshots';
import { chooseDemoEventOnStaffDashboard } from './support/staff-dashboard';

/** Issue 17's consoles: every admin tab reachable at 1366 px, people's words in settings, screenshots at both widths. */
test('the admin tab strip shows every tab at 1366 px, and settings speak people’s words', async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const token = await signInThroughApi(request, DEMO_PHONES.admin);
  // Someone with a long address and no spaces to break at: the Users list must wrap it, not scroll
  // sideways (a browser run met such a person only when another spec had made one).
  await signUpThroughApi(request, '6000001200', '161803', {
    name: 'Wren Longaddress',
    email: 'wren.longaddress.of.the.events.and.operations.team@example-company.example',
    companyName: 'Acme Corp',
  });
  await request.dispose();
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin');
  const tabs = page.getByRole('navigation', { name: 'Admin sections' });
  const auditLog = tabs.getByRole('link', { name: 'Audit log' });
  await expect(auditLog).toBeVisible();
  // Inside the viewport without scrolling the strip.
  const box = (await auditLog.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1366);
  await page.screenshot({ path: screenshotPath('admin-events-laptop') });
  // The event editor belongs to Events: that section stays marked, and a link leads back to the list.
  await page.getByRole('link', { name: 'Corporate Olympics 2026' }).first().click();
  await expect(tabs.getByRole('link', { name: 'Events', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1);
  await page.getByRole('link', { name: 'All events' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/settings');
  await expect(page.getByText('Event calendar', { exact: true })).toBeVisible();
  await expect(page.getByText('eventCalendar', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('admin-settings-laptop'), fullPage: true });
  await page.goto('/admin/audit-log');
  await expect(page.getByRole('option', { name: 'Sport category' })).toBeAttached();
  await page.screenshot({ path: screenshotPath('admin-audit-log-laptop') });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  await expect(tabs.getByRole('link', { name: 'Events', exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath('admin-events-phone') });
  await page.goto('/staff');
  await chooseDemoEventOnStaffDashboard(page);
  await expect(page.getByLabel('Event', { exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath('staff-console-phone'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: screenshotPath('staff-console-laptop'), fullPage: true });
});

/** Every admin tab and the staff console, at a phone's and a laptop's width, for people to look at (docs/screenshots/pages). */
// @layout: see shell-a11y.spec.ts; the second CI run leaves this walk to the first.
test(
  'every console screen at 390 and 1366 px: no serious axe violation, no sideways scroll, a screenshot',
  { tag: '@layout' },
  async ({ page, playwright }) => {
    // Every console screen, each checked by axe at two widths: about a minute alone, but a clean-clone
    // run beside other work took 5 minutes to reach the last ones (8 s a screen), so the limit leaves room.
    test.setTimeout(600_000);
    const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const token = await signInThroughApi(request, DEMO_PHONES.admin);
    // Someone with a long address and no spaces to break at: the Users list must wrap it, not scroll
    // sideways (a browser run met such a person only when another spec had made one).
    await signUpThroughApi(request, '6000001200', '161803', {
      name: 'Wren Longaddress',
      email: 'wren.longaddress.of.the.events.and.operations.team@example-company.example',
      companyName: 'Acme Corp',
    });
    await request.dispose();
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
    await page.goto('/admin');
    const tabs = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
    await expect(tabs.first()).toBeVisible();
    const screens = await tabs.evaluateAll((links) =>
      links.map((link) => ({ name: link.textContent!.trim(), path: new URL((link as HTMLAnchorElement).href).pathname })),
    );
    expect(screens.length).toBeGreaterThan(5);
    // The event editor is reached from the Events tab, not a tab of its own.
    await page.goto('/admin');
    const editorPath = new URL(
      await page
        .getByRole('link', { name: 'Corporate Olympics 2026' })
        .first()
        .evaluate((link) => (link as HTMLAnchorElement).href),
    ).pathname;
    for (const screen of [...screens, { name: 'Event editor', path: editorPath }, { name: 'Staff console', path: '/staff' }]) {
      await page.goto(screen.path);
      await checkAtBothWidths(page, `console ${screen.name}`);
    }
  },
);

test("'Find a person': the Check in button stays inside its card at every width (issue 17)", async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const token = await signInThroughApi(request, DEMO_PHONES.staff);
  await request.dispose();
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto('/staff');
  await chooseDemoEventOnStaffDashboard(page);
  await page.getByLabel('Name, phone or email').fill('Priya Participant');
  const card = page.getByRole('listitem', { name: 'Priya Participant' });
  const button = card.getByRole('button', { name: 'Check in', exact: true });
  await expect(button).toBeVisible();
  for (const width of [360, 390, 640, 700, 820, 1024, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    const [cardBox, buttonBox] = [await card.boundingBox(), await button.boundingBox()];
    expect(buttonBox!.x, `left edge at ${width} px`).toBeGreaterThanOrEqual(cardBox!.x);
    expect(buttonBox!.x + buttonBox!.width, `right edge at ${width} px`).toBeLessThanOrEqual(cardBox!.x + cardBox!.width + 0.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width at ${width} px`).toBeLessThanOrEqual(width);
  }
});

test('what staff type in the console stays when the profile arrives after they started (no second mount)', async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const token = await signInThroughApi(request, DEMO_PHONES.staff);
  await request.dispose();
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  // The profile (which says the role) answers only after the person has searched, as on a slow network.
  let releaseProfile!: () => void;
  const profileHeld = new Promise<void>((resolve) => (releaseProfile = resolve));
  await page.route('**/api/customer/profile', async (route) => {
    await profileHeld;
    await route.continue();
  });
  await page.goto('/staff');
  await chooseDemoEventOnStaffDashboard(page);
  const search = page.getByLabel('Name, phone or email');
  await search.fill('Priya Participant');
  const card = page.getByRole('listitem', { name: 'Priya Participant' });
  await expect(card).toBeVisible();
  const profileRead = page.waitForResponse('**/api/customer/profile');
  releaseProfile();
  await profileRead;
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await expect(search).toHaveValue('Priya Participant');
  await expect(card).toBeVisible();
});
