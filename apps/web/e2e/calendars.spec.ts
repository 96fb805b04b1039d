import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { DEMO_PHONES, signInThroughApi } from './support/api-sign-in';
import { DEMO_EVENT } from './support/demo-event';
import { screenshotPath } from './support/screenshots';

/**
 * Calendars (issue 33): /my-events offers Subscribe (webcal://) to the person's feed and a reset
 * that stops the old link; an upcoming match card offers Add to calendar (Google, .ics).
 */
async function signInAsParticipant(page: Page, baseURL: string) {
  const request = page.context().request;
  const token = await signInThroughApi(request, DEMO_PHONES.participant);
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('thirdPartyConsent', 'accepted');
  }, token);
  return { request, baseURL };
}

const httpsFormOf = (webcal: string, baseURL: string) => webcal.replace(/^webcal:\/\/[^/]+/, baseURL);

test('/my-events: Subscribe opens the feed by webcal://, and Reset link stops the old one', async ({ page, baseURL }) => {
  const { request } = await signInAsParticipant(page, baseURL!);
  await page.goto('/my-events');
  const panel = page.getByRole('region', { name: 'My matches in my calendar' });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  // The demo participant may already have a link from an earlier run of this file.
  const getLink = panel.getByRole('button', { name: 'Get my calendar link' });
  const subscribe = panel.getByRole('link', { name: 'Subscribe' });
  await expect(getLink.or(subscribe)).toBeVisible();
  if (await getLink.isVisible()) await getLink.click();
  await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/[^/]+\/api\/customer\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = (await subscribe.getAttribute('href'))!;
  const feed = await request.get(httpsFormOf(first, baseURL!));
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('BEGIN:VEVENT');

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(`calendar-subscribe-${width}`), fullPage: true });
  }

  await panel.getByRole('button', { name: 'Reset link' }).click();
  await expect(panel.getByText('Calendars subscribed with the current link stop updating.')).toBeVisible();
  await page.screenshot({ path: screenshotPath('calendar-subscribe-reset-1366') });
  await panel.getByRole('button', { name: 'Yes, reset the link' }).click();
  await expect(subscribe).not.toHaveAttribute('href', first);
  expect((await request.get(httpsFormOf(first, baseURL!))).status()).toBe(404);
  expect((await request.get(httpsFormOf((await subscribe.getAttribute('href'))!, baseURL!))).status()).toBe(200);
});

test('an upcoming match card and the event page offer Add to calendar', async ({ page, baseURL }) => {
  await page.goto(`${DEMO_EVENT}/fixtures?status=scheduled`);
  const firstGroup = page.getByRole('group', { name: /^Add .+ to calendar$/ }).first();
  await expect(firstGroup).toBeVisible({ timeout: 20_000 });
  const google = firstGroup.getByRole('link', { name: 'Google' });
  await expect(google).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&.*dates=\d{8}T\d{6}Z%2F\d{8}T\d{6}Z/,
  );
  await expect(google).toHaveAttribute('target', '_blank');
  const ics = firstGroup.getByRole('link', { name: 'Apple / Outlook' });
  const icsPath = (await ics.getAttribute('href'))!;
  expect(icsPath).toMatch(/^\/api\/public\/events\/\d+\/fixtures\/\d+\/calendar\.ics$/);
  const file = await page.context().request.get(`${baseURL}${icsPath}`);
  expect(file.status()).toBe(200);
  expect(await file.text()).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await firstGroup.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(`calendar-match-card-${width}`) });
  }

  await page.goto(DEMO_EVENT);
  const eventLinks = page.getByRole('group', { name: 'Add Corporate Olympics 2026 to calendar' });
  await expect(eventLinks).toBeVisible({ timeout: 20_000 });
  await expect(eventLinks.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
    'href',
    /^webcal:\/\/[^/]+\/api\/public\/events\/\d+\/calendar\.ics$/,
  );
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath(`calendar-event-page-${width}`) });
  }
});
