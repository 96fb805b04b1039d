import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import { DEMO_PHONES, signInThroughApi } from './support/api-sign-in';

/**
 * Issue 30, "Paying like a shop": one category editor in Admin → Events (the add form empties
 * after adding; a category's capacity and fee are edited in a dialog and saved), and Admin →
 * Payments says how much of each category of an order was refunded. Each test makes its own event,
 * so nothing it adds reaches another test.
 */
async function openAs(page: Page, token: string, path: string) {
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('thirdPartyConsent', 'accepted');
  }, token);
  await page.goto(path);
}

/** A published event a few months ahead with one venue, made through the admin API. */
async function makeEvent(request: APIRequestContext, token: string, name: string) {
  const headers = { authorization: `Bearer ${token}` };
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  const created = await request.post('/api/admin/events', {
    headers,
    data: { name, slug, city: 'Bengaluru', startsOn: '2027-03-01', endsOn: '2027-03-02', isPublished: true, rotatingCodesRequired: false },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const eventId = (await created.json()).data.id as number;
  const withVenue = await request.post(`/api/admin/events/${eventId}/venues`, { headers, data: { name: 'Court 1' } });
  expect(withVenue.ok(), await withVenue.text()).toBe(true);
  return { eventId, venueId: (await withVenue.json()).data.venues[0].id as number, headers };
}

test('an admin adds a category (the form empties) and edits its capacity and fee in one dialog', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await signInThroughApi(request, DEMO_PHONES.admin);
  const { eventId } = await makeEvent(request, token, 'Editor Cup');
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, token, `/admin/events/${eventId}`);

  const addForm = page.getByRole('form', { name: 'Add a sport category' });
  await addForm.getByLabel('Sport', { exact: true }).fill('Kho Kho');
  await addForm.getByLabel('Category', { exact: true }).fill('Veterans');
  await addForm.getByLabel('Capacity (optional)').fill('10');
  await addForm.getByLabel('Who may enter').selectOption({ label: 'Women only' });
  await addForm.getByLabel('Youngest age').fill('35');
  await addForm.getByLabel('Entry fee (₹)').fill('300');
  await addForm.getByLabel('Early-bird fee (₹)').fill('250');
  await addForm.getByLabel('Early bird until').fill('2027-02-01');
  await addForm.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/cat-editor-add-390.png' });
  await addForm.getByRole('button', { name: 'Add sport category' }).click();
  await expect(page.getByText('Sport category added')).toBeVisible();
  // The form is ready for the next category.
  await expect(addForm.getByLabel('Sport', { exact: true })).toHaveValue('');
  await expect(addForm.getByLabel('Capacity (optional)')).toHaveValue('');
  await expect(addForm.getByLabel('Entry fee (₹)')).toHaveValue('');
  await expect(addForm.getByLabel('Who may enter')).toHaveValue('any');

  await page.getByText('Kho Kho', { exact: true }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Veterans at Court 1' });
  await expect(row).toContainText('0 of 10 registered');
  await expect(row.getByTestId('category-rules')).toHaveText('Women only · 35 and over · ₹300.00 (early bird ₹250.00 until Feb 1, 2027)');

  await row.getByRole('button', { name: 'Edit Kho Kho Veterans' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Kho Kho · Veterans' });
  await expect(dialog.getByLabel('Capacity (optional)')).toHaveValue('10');
  await expect(dialog.getByLabel('Entry fee (₹)')).toHaveValue('300');
  // A refusal the server alone can judge stays in the dialog, saying why.
  await dialog.getByLabel('Early bird until').fill('2027-03-01');
  await dialog.getByRole('button', { name: 'Save category' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The early-bird price must end before the event starts on 2027-03-01.');
  await dialog.getByLabel('Early bird until').fill('2027-02-15');
  await dialog.getByLabel('Capacity (optional)').fill('24');
  await dialog.getByLabel('Entry fee (₹)').fill('350');
  await page.screenshot({ path: '/tmp/cat-editor-dialog-390.png' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: '/tmp/cat-editor-dialog-1366.png' });
  await dialog.getByRole('button', { name: 'Save category' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('0 of 24 registered');
  await expect(row.getByTestId('category-rules')).toHaveText('Women only · 35 and over · ₹350.00 (early bird ₹250.00 until Feb 15, 2027)');

  // Saved on the server, not only in the page.
  await page.reload();
  await page.getByText('Kho Kho', { exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Veterans at Court 1' })).toContainText('0 of 24 registered');
  await page.getByRole('heading', { name: 'Sports and categories' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/cat-editor-list-1366.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('heading', { name: 'Sports and categories' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/cat-editor-list-390.png' });
});

test('Admin → Payments shows how much of each category of an order was refunded', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await signInThroughApi(request, DEMO_PHONES.admin);
  const { eventId, venueId, headers } = await makeEvent(request, token, 'Refund Cup');
  const added = await request.post(`/api/admin/events/${eventId}/categories`, {
    headers,
    data: { sportName: 'Tug of War', categoryName: 'Open', venueId, fee: { amount: 49_900 } },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const categoryId = (await added.json()).data.categories[0].id as number;
  // The admin registers and pays in this event of its own, so no other test's member has an order here.
  const registered = await request.post('/api/customer/registrations', {
    headers,
    data: { eventId, entries: [{ eventSportCategoryId: categoryId, mode: 'individual' }] },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { orderId } = (await registered.json()).data.order;
  expect((await request.post(`/api/customer/orders/${orderId}/checkout`, { headers })).ok()).toBe(true);
  const paid = await request.post(`/api/customer/orders/${orderId}/demo`, { headers, data: { outcome: 'pay' } });
  expect((await paid.json()).data.status).toBe('paid');

  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, token, '/admin/payments');
  await page.getByLabel(/^Event(?! whose)/).selectOption({ label: 'Refund Cup' });
  const order = page.getByRole('listitem').filter({ has: page.getByRole('list', { name: 'Categories in this order' }) });
  await expect(order).toHaveCount(1);
  await expect(order.getByTestId('order-lines')).toHaveText('Tug of War · Open₹499.00 paid, nothing refunded');
  await order.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount (INR)').fill('200');
  await dialog.getByLabel('Reason').fill('Goodwill after the rain delay');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(order.getByTestId('order-lines')).toHaveText('Tug of War · OpenRefunded ₹200.00 of ₹499.00');
  const totals = page.getByRole('table', { name: 'Totals per event and category' });
  await expect(totals.getByRole('row', { name: /Tug of War · Open/ })).toHaveText('Tug of War · Open1₹499.00₹200.00');
  await order.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/cat-editor-order-lines-390.png' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await order.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/cat-editor-order-lines-1366.png' });
});
