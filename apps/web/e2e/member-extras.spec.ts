import sharp from 'sharp';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import { DEMO_PHONES, signInThroughApi, signUpThroughApi } from './support/api-sign-in';
import { screenshotPath } from './support/screenshots';
import { seriousViolations } from './support/page-check';

/**
 * Consent-gated third-party scripts, the coupon dot reacting to My Coupons, and the event page's
 * landmarks, renewing the personal QR code and a new profile picture. New people use the member-pages numbers 6000000305-09
 * (fixed code 975310).
 */
const EVENT = '/bengaluru-corporate-olympics-2026';
const MEMBER_CODE = '975310';
const THIRD_PARTY_PATH = '/e2e-vendor/analytics.js';

/** Pretends the tenant enabled an analytics script served from this origin (the demo tenant has none). */
async function withConfiguredAnalytics(page: Page) {
  await page.route('**/api/public/integrations', (route) =>
    route.fulfill({
      json: {
        success: true,
        message: 'OK',
        data: { scripts: [{ kind: 'analytics', scriptUrl: THIRD_PARTY_PATH, attributes: { 'data-site': 'e2e' } }] },
      },
    }),
  );
  await page.route(`**${THIRD_PARTY_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__thirdPartyRuns = (window.__thirdPartyRuns || 0) + 1;' }),
  );
}
const thirdPartyScripts = (page: Page) => page.locator('script[data-third-party]');
const thirdPartyRan = (page: Page) => page.evaluate(() => (window as { __thirdPartyRuns?: number }).__thirdPartyRuns ?? 0);

test.describe('third-party scripts after consent', () => {
  test('nothing loads before consent; Accept loads the configured script and is remembered; never on /Login', async ({ page }) => {
    await withConfiguredAnalytics(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Your privacy choice' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('analytics');
    await expect(thirdPartyScripts(page)).toHaveCount(0);
    expect(await thirdPartyRan(page)).toBe(0);

    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    await expect(page.locator('script[data-third-party="analytics"]')).toHaveAttribute('src', THIRD_PARTY_PATH);
    await expect(page.locator('script[data-third-party="analytics"]')).toHaveAttribute('data-site', 'e2e');
    await expect.poll(() => thirdPartyRan(page)).toBe(1);

    // Remembered: the next visit loads it without asking.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your privacy choice' })).toHaveCount(0);
    await expect(thirdPartyScripts(page)).toHaveCount(1);

    // Going to the sign-in page inside the app reloads the document: no third-party code runs there.
    await page
      .getByRole('link', { name: /sign in|login/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/Login/i);
    await expect(page.getByLabel('Mobile number')).toBeVisible();
    await expect(thirdPartyScripts(page)).toHaveCount(0);
    expect(await thirdPartyRan(page)).toBe(0);

    // Opened directly, too.
    await page.goto('/Login');
    await expect(page.getByLabel('Mobile number')).toBeVisible();
    await expect(thirdPartyScripts(page)).toHaveCount(0);
  });

  test('Decline loads nothing, now or on the next visit', async ({ page }) => {
    await withConfiguredAnalytics(page);
    await page.goto(EVENT);
    await page.getByRole('region', { name: 'Your privacy choice' }).getByRole('button', { name: 'Decline' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Corporate Olympics 2026' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your privacy choice' })).toHaveCount(0);
    await expect(thirdPartyScripts(page)).toHaveCount(0);
    expect(await thirdPartyRan(page)).toBe(0);
  });

  test('opening the attendance scanner clears loaded scripts (reload) and reopens the scanner without them', async ({
    page,
    playwright,
  }) => {
    const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const token = await signInThroughApi(request, DEMO_PHONES.participant);
    await page.addInitScript((value) => {
      localStorage.setItem('token', value);
      localStorage.setItem('thirdPartyConsent', 'accepted');
    }, token);
    await withConfiguredAnalytics(page);
    await page.goto('/');
    await expect(thirdPartyScripts(page)).toHaveCount(1);
    // What the account menu's 'Attendance Scanner' item does (the check-in tests open it the same way).
    await page.evaluate(() => window.dispatchEvent(new Event('open-attendance-scanner')));
    // The document reloads without the scripts and the scanner opens by itself.
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: /scan|attendance/i }).first()).toBeVisible();
    await expect(thirdPartyScripts(page)).toHaveCount(0);
    expect(await thirdPartyRan(page)).toBe(0);
  });
});

/** A new member with a complete profile, signed in through the API (the second verify gives the details sign-up asks for). */
async function newMember(request: APIRequestContext, phone: string) {
  const token = await signUpThroughApi(request, phone, MEMBER_CODE, {
    name: 'Kiran Coupon',
    email: `kiran.${phone}@example.com`,
    companyName: 'Initech',
  });
  const headers = { authorization: `Bearer ${token}` };
  const saved = await request.put('/api/customer/profile', {
    headers,
    data: { name: 'Kiran Coupon', email: `kiran.${phone}@example.com`, gender: 'male', companyName: 'Initech', dateOfBirth: '1990-05-05' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return { token, headers };
}

test('the coupon dot goes away as soon as My Coupons is open, without a reload', async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const { token, headers } = await newMember(request, '6000000305');
  const event = (await (await request.get(`/api/public/events/by-path${EVENT}`)).json()).data;
  const soloSports = new Set(
    event.sportList.filter((sport: { isTeamSport: boolean }) => !sport.isTeamSport).map((sport: { id: number }) => sport.id),
  );
  const mensOpen = event.categories.find((category: { name: string }) => category.name === "Men's Open").id;
  const esc = event.sportCategories.find(
    (row: { sportId: number; categoryId: number }) => soloSports.has(row.sportId) && row.categoryId === mensOpen,
  );
  const registered = await request.post('/api/customer/registrations', {
    headers,
    data: { eventId: event.id, entries: [{ eventSportCategoryId: esc.id, mode: 'individual' }] },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await registered.json()).data.couponsIssued).toBe(1);

  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto('/');
  await expect(page.getByTestId('unseen-coupons-dot')).toBeVisible();
  // Opened by URL: the header mounts with the dot, then My Coupons stores the count as seen.
  await page.goto('/my-coupons');
  await expect(page.getByRole('img', { name: /QR code of coupon/ })).toBeVisible();
  await expect(page.getByTestId('unseen-coupons-dot')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('an event page: its header is the banner landmark outside <main>, and axe finds nothing serious', async ({ page }) => {
  await page.goto(EVENT);
  await expect(page.getByRole('heading', { level: 1, name: 'Corporate Olympics 2026' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.locator('main header, main [role="banner"]')).toHaveCount(0);
  await expect(page.locator('main')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('Get a new QR code on /profile asks first, then shows a new code; the old one is gone', async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const { token, headers } = await newMember(request, '6000000306');
  const oldCode = (await (await request.get('/api/customer/qr-code', { headers })).json()).data.qrCode as string;
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile');
  const card = page.getByRole('complementary', { name: 'My QR code' });
  const image = card.getByRole('img', { name: 'Your personal QR code' });
  await expect(image).toHaveAttribute('src', oldCode);

  // Cancel keeps the code.
  await card.getByRole('button', { name: 'Get a new QR code' }).click();
  await expect(card.getByText('Your current QR code will stop working at once')).toBeVisible();
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByRole('button', { name: 'Get a new QR code' })).toBeVisible();
  await expect(image).toHaveAttribute('src', oldCode);

  await card.getByRole('button', { name: 'Get a new QR code' }).click();
  await page.screenshot({ path: screenshotPath('member-profile-new-qr-phone'), fullPage: true });
  await card.getByRole('button', { name: 'Yes, get a new code' }).click();
  await expect(page.getByText('You have a new QR code. The old one no longer works.')).toBeVisible();
  await expect(image).not.toHaveAttribute('src', oldCode);
  const newCode = (await (await request.get('/api/customer/qr-code', { headers })).json()).data.qrCode as string;
  expect(newCode).not.toBe(oldCode);
  await expect(image).toHaveAttribute('src', newCode);
});

test('a new profile picture is sent as multipart through the http client and shown at once', async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const { token } = await newMember(request, '6000000307');
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto('/profile');
  const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer();
  await page.getByLabel('Profile picture file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', /^\/api\/uploads\/avatars\//);
});

test.describe('member screenshots (390x844, reviewed by eye, kept in docs/screenshots)', () => {
  test('registration, My registrations, profile, event calendar and the confirmation email', async ({ page, playwright }) => {
    test.setTimeout(90_000);
    const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const token = await signInThroughApi(request, DEMO_PHONES.participant);
    const event = (await (await request.get(`/api/public/events/by-path${EVENT}`)).json()).data;
    await page.addInitScript((value) => {
      localStorage.setItem('token', value);
      // The demo coupons' toast is not what these pictures are about.
      localStorage.setItem('lastSeenCouponCount', '99');
    }, token);
    await page.setViewportSize({ width: 390, height: 844 });
    const shots: Array<[string, string, () => Promise<void>]> = [
      [
        'member-registration-phone',
        `/co-register?eventId=${event.id}`,
        async () => {
          await page.getByRole('button', { name: 'Chess' }).click();
          await page.getByLabel("Chess · Women's Open").check();
          await expect(page.getByRole('button', { name: 'Complete registration' })).toBeEnabled();
        },
      ],
      [
        'member-my-registrations-phone',
        '/my-events',
        () => expect(page.getByRole('heading', { name: "Football · Men's Open" })).toBeVisible(),
      ],
      ['member-profile-phone', '/profile', () => expect(page.getByText('Priya Participant').first()).toBeVisible()],
      ['member-event-calendar-phone', '/event-calendar', () => expect(page.getByText('Corporate Olympics 2026').first()).toBeVisible()],
    ];
    for (const [name, path, ready] of shots) {
      await page.goto(path);
      await ready();
      await page.waitForLoadState('networkidle');
      // The registration page keeps its action bar fixed at the bottom: a viewport picture shows it where a phone does.
      await page.screenshot({ path: screenshotPath(name), fullPage: name !== 'member-registration-phone' });
    }

    const { renderEmail } = await import('../../api/src/features/email/email-layout');
    const { html } = renderEmail({
      siteName: 'Podium Demo',
      preheader: "Football · Men's Open",
      heading: 'Registration confirmed',
      unsubscribeUrl: 'https://podium.example/unsubscribe?token=1.2.x',
      blocks: [
        { kind: 'paragraph', text: 'Hi Priya Participant, you are registered for 1 category at Corporate Olympics 2026.' },
        {
          kind: 'details',
          title: "Football · Men's Open",
          rows: [
            ['Venue', 'Kanteerava Stadium, Kasturba Road, Bengaluru'],
            ['Team', 'Acme Corp FC'],
            ['Join code for team-mates', 'A1B2C3D4'],
            ['Next match', 'Sat, 14 Mar, 10:00 am · Kanteerava Stadium'],
            ['You can withdraw until', 'Sat, 14 Mar, 10:00 am'],
          ],
        },
        { kind: 'button', label: 'My registrations', url: 'https://podium.example/my-events' },
      ],
    });
    await page.setContent(html);
    await page.screenshot({ path: screenshotPath('email-registration-phone'), fullPage: true });
  });
});

test('the unsubscribe link of an email: a bad link says what to do; a good one unsubscribes and can be undone', async ({ page }) => {
  await page.goto('/unsubscribe?token=1.2.forged');
  await expect(page.getByRole('heading', { level: 1, name: 'Email updates' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid here');

  // A good token is signed with the server's secret (the API tests cover it); here the page's handling of the answers.
  let unsubscribeCalls = 0;
  await page.route('**/api/email/unsubscribe?token=*', (route) => {
    unsubscribeCalls++;
    return route.fulfill({
      json: {
        success: true,
        message: 'You are unsubscribed. We will not email you about registrations or matches any more.',
        data: { email: 'kiran@example.com', unsubscribed: true },
      },
    });
  });
  await page.route('**/api/email/resubscribe?token=*', (route) =>
    route.fulfill({
      json: { success: true, message: 'You are subscribed again.', data: { email: 'kiran@example.com', unsubscribed: false } },
    }),
  );
  await page.goto('/unsubscribe?token=1.2.good');
  await expect(page.getByRole('status')).toContainText('You are unsubscribed');
  await expect(page.getByText('Address: kiran@example.com')).toBeVisible();
  expect(unsubscribeCalls).toBe(1);
  await page.getByRole('button', { name: 'Subscribe again' }).click();
  await expect(page.getByRole('status')).toContainText('You are subscribed again.');
});
