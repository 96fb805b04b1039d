import { expect } from '@playwright/test';
import { test } from './support/test';
import { DEMO_PHONES, signInThroughApi, signUpOnPage, signUpThroughApi } from './support/api-sign-in';
import { demoCategory, openDemoRegistration } from './support/demo-event';
import { seriousViolations } from './support/page-check';

/**
 * Issue 33 §5, at 390 px: Badminton, Men's Open is made full (one entrant, the admin sets its
 * capacity to the places taken); a member sees "Join waiting list" on it, joins, finds their
 * position on /my-events, is offered the place when the entrant withdraws, and accepts it. New
 * people use 6000003400-19 with the code 642531. Badminton, Men's Open is this file's category: no
 * other browser test uses it, and the demo does not draw it (the demo's 100 m heats close Athletics'
 * registration). Screenshots at 390 and 1366 px go to /tmp.
 */
const CODE = '642531';
const CATEGORY = "Badminton · Men's Open";
const phone = () => `60000034${String(Math.floor(Math.random() * 20)).padStart(2, '0')}`;

test('a member joins the waiting list of a full category, sees their position and accepts the place a withdrawal frees', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { eventId, eventSportCategoryId } = await demoCategory(request, 'Badminton', "Men's Open");
  const adminHeaders = { authorization: `Bearer ${await signInThroughApi(request, DEMO_PHONES.admin)}` };
  const setCapacity = (capacity: number) =>
    request.patch(`/api/admin/events/${eventId}/categories/${eventSportCategoryId}`, { headers: adminHeaders, data: { capacity } });

  // The entrant takes a place; the admin closes the category at the places taken.
  const entrantPhone = phone();
  const entrantToken = await signUpThroughApi(request, entrantPhone, CODE, {
    name: 'Eshan Entrant',
    email: `eshan.${entrantPhone}.${Date.now()}@example.com`,
    companyName: 'Initech',
  });
  const entrant = { authorization: `Bearer ${entrantToken}` };
  const registered = await request.post('/api/customer/registrations', {
    headers: entrant,
    data: { eventId, entries: [{ eventSportCategoryId, mode: 'individual' }] },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const registrationId = (await registered.json()).data.registrations[0].id as number;
  const catalogue = (await (await request.get(`/api/public/events/${eventId}/catalogue`)).json()).data;
  const taken = catalogue.sportCategories.find((row: { id: number }) => row.id === eventSportCategoryId).entries as number;
  expect((await setCapacity(taken)).status()).toBe(200);

  try {
    let waitingPhone = phone();
    while (waitingPhone === entrantPhone) waitingPhone = phone();
    await signUpOnPage(page, request, waitingPhone, CODE, 'Wanda Waiting');
    await openDemoRegistration(page);
    await page.getByRole('button', { name: 'Badminton' }).click();
    const checkbox = page.getByLabel(CATEGORY, { exact: true });
    await expect(checkbox).toBeDisabled();
    const row = page.locator('li', { has: checkbox });
    await expect(row.getByText(/Full/)).toBeVisible();
    const joinButton = row.getByRole('button', { name: `Join the waiting list for ${CATEGORY}` });
    await expect(joinButton).toHaveText('Join waiting list');
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/waitlist-full-390.png' });
    await joinButton.click();
    await expect(page.getByText(/^You are number \d+ on the waiting list\.$/).first()).toBeVisible();
    await expect(row.getByRole('button', { name: `Leave the waiting list for ${CATEGORY}` })).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/waitlist-joined-390.png' });
    expect(await seriousViolations(page), 'axe on the registration form with a waiting list at 390 px').toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/waitlist-joined-1366.png' });
    await page.setViewportSize({ width: 390, height: 844 });

    await page.goto('/my-events');
    const waiting = page.getByRole('region', { name: 'Waiting lists' });
    const card = waiting.getByRole('listitem').filter({ hasText: CATEGORY });
    await expect(card.getByText('Number 1', { exact: true })).toBeVisible();
    await expect(card.getByText('You are number 1 on the waiting list.', { exact: false })).toBeVisible();
    await page.screenshot({ path: '/tmp/waitlist-my-events-390.png' });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: '/tmp/waitlist-my-events-1366.png' });
    await page.setViewportSize({ width: 390, height: 844 });

    // The entrant withdraws: the place is held for the first person waiting.
    expect((await request.delete(`/api/customer/registrations/${registrationId}`, { headers: entrant })).status()).toBe(200);
    await page.reload();
    await expect(card.getByText('Place offered')).toBeVisible();
    await expect(card.getByText(/A place is free and held for you until/)).toBeVisible();
    await page.screenshot({ path: '/tmp/waitlist-offer-390.png' });
    expect(await seriousViolations(page), 'axe on /my-events with an offer at 390 px').toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: '/tmp/waitlist-offer-1366.png' });
    await page.setViewportSize({ width: 390, height: 844 });

    await card.getByRole('button', { name: 'Accept the place' }).click();
    await expect(page.getByText('The place is yours: you are registered.')).toBeVisible();
    await expect(waiting).toBeHidden();
    const registration = page.getByRole('listitem').filter({ hasText: CATEGORY });
    await expect(registration.getByText('Confirmed')).toBeVisible();
    await page.screenshot({ path: '/tmp/waitlist-accepted-390.png' });
  } finally {
    // Badminton goes back to the demo's capacity (a retry on the same server starts from there).
    await setCapacity(64);
  }
});
