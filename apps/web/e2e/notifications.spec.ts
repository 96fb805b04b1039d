import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { DEMO_PHONES, signInThroughApi, signUpThroughApi } from './support/api-sign-in';
import { screenshotPath } from './support/screenshots';
import { seriousViolations } from './support/page-check';

// Push notifications are shown by the service worker (the config blocks it for other tests, and for the browsers they launch).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 33 §1: /profile's Notifications. Nothing is asked on load (no permission prompt, no
 * subscription); the choices per kind and channel are saved; and a push the API sends is shown by
 * the app's service worker as a notification (delivered through Chromium's DevTools protocol, the
 * way a push service would hand it to the browser).
 */
const CODE = '626262';
const phone = (index: number) => `6000001${500 + index}`;

async function signedUp(page: Page, request: Parameters<typeof signUpThroughApi>[0], index: number) {
  const token = await signUpThroughApi(request, phone(index), CODE, {
    name: `Notified Person ${index}`,
    email: `notified-${index}-${Date.now()}@example.com`,
    companyName: 'Acme Corp',
  });
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  return token;
}

test('choices per kind and channel are saved, and nothing is asked before a tap', async ({ page, request }) => {
  await signedUp(page, request, 0);
  const subscribes: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/customer/push-subscriptions')) subscribes.push(sent.method());
  });
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(section).toBeVisible({ timeout: 20_000 });
  await expect(section.getByRole('button', { name: 'Remind me before my matches' })).toBeVisible();
  // Never on load: the browser was not asked, and nothing was subscribed.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  expect(subscribes).toEqual([]);

  const resultsByEmail = section.getByRole('checkbox', { name: "My match's result by email" });
  await expect(resultsByEmail).toBeChecked();
  const saved = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/customer/notification-preferences') && answer.status() === 200,
  );
  await resultsByEmail.uncheck();
  await saved;
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Notifications', exact: true }).getByRole('checkbox', { name: "My match's result by email" }),
  ).not.toBeChecked();
  await expect(
    page.getByRole('region', { name: 'Notifications', exact: true }).getByRole('checkbox', { name: "My match's result by push" }),
  ).toBeChecked();

  for (const [width, name] of [
    [390, 'notifications-profile'],
    [1366, 'notifications-profile-1366'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
    await section.screenshot({ path: screenshotPath(name) });
  }
});

test('blocked notifications say where to allow them, with no button that cannot work', async ({ browser, request }) => {
  const context = await browser.newContext({ permissions: [] });
  const page = await context.newPage();
  await signedUp(page, request, 1);
  // What Chromium reports once a person chose "Block" for the site.
  await page.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }));
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(section.getByText('Notifications are blocked for this site.')).toBeVisible({ timeout: 20_000 });
  await expect(section.getByRole('button', { name: 'Remind me before my matches' })).toHaveCount(0);
  await context.close();
});

test('a push sent to the app is shown as a notification by its service worker', async ({ page, context, request, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await signedUp(page, request, 2);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Notifications', exact: true })).toBeVisible({ timeout: 20_000 });
  // The app registers its worker; wait until it is active.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration: { scopeURL: string; isDeleted: boolean }) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const message = {
    kind: 'reminder',
    title: 'Your match starts at 4:30 pm',
    body: 'Football · Men’s Open: Acme FC vs Initech United at Kanteerava Stadium',
    url: '/my-events',
    tag: 'fixture-1',
  };
  const shownNotifications = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((shown) => ({
        title: shown.title,
        body: shown.body,
        tag: shown.tag,
        data: shown.data,
      }));
    });
  const expected = [{ title: message.title, body: message.body, tag: 'fixture-1', data: { url: '/my-events' } }];
  // DevTools' push delivery stands in for a push service here. Twice in full runs on a loaded
  // machine (load 10-15) a delivered message never reached the worker: no notification in 30 s,
  // while the same test passed in the run before. Delivering again (up to three times; the same tag
  // still makes one notification) keeps the test about the worker showing a push, not about
  // DevTools' delivery under load. A worker that never shows a push still fails every attempt.
  for (let attempt = 1; ; attempt++) {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId: await registrationId,
      data: JSON.stringify(message),
    });
    try {
      await expect.poll(shownNotifications, { timeout: 15_000 }).toEqual(expected);
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
});

test("the demo participant's next match says how its reminder comes", async ({ browser, request }) => {
  const token = await signInThroughApi(request, DEMO_PHONES.participant);
  for (const width of [390, 1366]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    const page = await context.newPage();
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Your next match' });
    // Priya's email is verified in the demo, and this browser gets no pushes: the reminder comes by email.
    await expect(card).toContainText('Reminder 30 minutes before, by email.', { timeout: 20_000 });
    await expect(card.getByRole('link', { name: 'Change' })).toHaveAttribute('href', '/profile');
    await page.screenshot({ path: screenshotPath(`member-home-reminder-${width}`) });
    await context.close();
  }
});
