import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  blogPosts,
  companies,
  tournamentDraws,
  galleryImages,
  identityProviders,
  paymentOrders,
  payments,
  registrations,
  venues,
} from '../../src/db/schema/index';
import type { Database } from '../../src/db/client';
import { createCheckInEvent, registerFor } from '../../src/features/check-in/check-in.test-fixtures';
import { createCouponRule, createFixture, createTeam } from '../event-factories';
import { createTenant, createUser, signInAs } from '../factories';
import { installChangeRecorder, takeChanges } from '../fuzz/change-recorder';
import { listEndpoints, type Endpoint, type JsonSchema, type OpenApiDocument } from '../fuzz/openapi-arbitraries';
import { createTestApp } from '../test-app';

/**
 * Class guard for issue 12, finding 12: every admin write route (POST, PUT, PATCH, DELETE under
 * /api/admin in the app's own OpenAPI document) refuses an id of another tenant in each of its
 * id-shaped fields, path parameters and body alike, with 400 or 404, and writes nothing. Every other
 * id in the request is a valid one of the admin's own site, and the same request with only ids of
 * our own gets past validation and lookup (not 400, not 404), so the refusal is the foreign id's.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'podium-foreign-ids-'));
const harness = await createTestApp({ env: { DATA_DIR: dataDir } });
const { app, database } = harness;
const db = () => database.db;

afterAll(async () => {
  await harness.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Tenant = Awaited<ReturnType<typeof createTenant>>;
type Ids = Record<string, number | number[] | string>;

/** One of each thing an admin route can name by id, in one tenant, keyed by the field names routes use. */
async function createWorld(database: Database, tenant: Tenant): Promise<Ids> {
  const games = await createCheckInEvent(database, tenant);
  const [spareVenue] = await database.insert(venues).values({ eventId: games.event.id, name: 'Spare hall' }).returning();
  const otherTeam = await createTeam(database, games.footballMen.id, `Rivals ${games.event.slug}`, null);
  const player = await createUser(database, tenant.id);
  const staff = await createUser(database, tenant.id, { role: 'staff' });
  await registerFor(database, player.id, games.footballMen.id, games.team.id);
  const [registration] = await database.select({ id: registrations.id }).from(registrations).where(eq(registrations.userId, player.id));
  const fixture = await createFixture(database, {
    eventSportCategoryId: games.footballMen.id,
    venueId: games.stadium.id,
    startsAt: '2026-06-01T10:00:00Z',
    homeTeamId: games.team.id,
    awayTeamId: otherTeam.id,
    // Under way, so that resetting its score (DELETE …/score) has something to reset with our own ids.
    status: 'live',
  });
  // A recorded draw: its tie-breakers are changed by id (refused with 409 here, a match being live).
  await database.insert(tournamentDraws).values({
    eventSportCategoryId: games.footballMen.id,
    format: 'round_robin',
    seeding: 'registration',
    seed: 1,
    options: {},
    seededTeamIds: [games.team.id, otherTeam.id],
    groups: [],
  });
  const [pending, target] = await database
    .insert(companies)
    .values([
      { tenantId: tenant.id, name: `Pending ${games.event.slug}`, status: 'pending' },
      { tenantId: tenant.id, name: `Target ${games.event.slug}` },
    ])
    .returning();
  const [post] = await database
    .insert(blogPosts)
    .values({ tenantId: tenant.id, eventId: games.event.id, slug: `post-${games.event.slug}`, title: 'Post', bodyMarkdown: 'Hello' })
    .returning();
  const [image] = await database
    .insert(galleryImages)
    .values({ eventId: games.event.id, url: '/uploads/gallery/1-0000000000000000.jpg', width: 10, height: 10 })
    .returning();
  const rule = await createCouponRule(database, tenant.id);
  const [provider] = await database
    .insert(identityProviders)
    .values({ tenantId: tenant.id, connection: 'corporate', issuer: 'https://idp.example', clientId: 'podium' })
    .returning();
  // A paid order (issue 15): admin refunds name it by its uuid.
  const [order] = await database
    .insert(paymentOrders)
    .values({
      tenantId: tenant.id,
      userId: player.id,
      eventId: games.event.id,
      amountMinor: 49_900,
      currency: 'INR',
      provider: 'demo',
      providerOrderId: `demo_world_${games.event.slug}`,
      status: 'paid',
      expiresAt: new Date('2026-06-01T10:15:00Z'),
    })
    .returning();
  await database.insert(payments).values({
    orderId: order!.id,
    provider: 'demo',
    providerPaymentId: `demo_pay_${games.event.slug}`,
    amountMinor: 49_900,
    currency: 'INR',
    status: 'captured',
  });
  return {
    orderId: order!.id,
    eventId: games.event.id,
    eventIds: [games.event.id],
    venueId: spareVenue!.id,
    eventSportCategoryId: games.footballMen.id,
    eventSportCategoryIds: [games.footballMen.id],
    venueIds: [spareVenue!.id],
    teamId: otherTeam.id,
    homeTeamId: games.team.id,
    awayTeamId: otherTeam.id,
    winnerTeamId: games.team.id,
    registrationId: registration!.id,
    fixtureId: fixture.id,
    userId: staff.id,
    companyId: pending!.id,
    intoCompanyId: target!.id,
    postId: post!.id,
    imageId: image!.id,
    ruleId: rule.id,
    providerId: provider!.id,
  };
}

/**
 * Bodies that a route needs beyond its ids (required fields). Id-shaped fields of the body schema are
 * added from the world; a new write route with required fields fails the "own ids" check until its
 * body is written here.
 */
const BODIES: Record<string, (ids: Ids) => Record<string, unknown>> = {
  'POST /api/admin/events/{eventId}/venues': () => ({ name: 'New hall' }),
  'PATCH /api/admin/events/{eventId}/venues/{venueId}': () => ({ name: 'Renamed hall' }),
  'POST /api/admin/events/{eventId}/categories': () => ({ sportName: 'Kabaddi', categoryName: 'Open' }),
  'POST /api/admin/events/{eventId}/registrations/import': () => ({
    csv: 'phone,name,email,company,sport,category,team\n9876543210,Asha,,Acme,Chess,Open,\n',
    dryRun: true,
  }),
  'POST /api/admin/events/{eventId}/fixtures': () => ({ startsAt: '2026-06-02T10:00:00+05:30' }),
  'PUT /api/admin/events/{eventId}/categories/{eventSportCategoryId}/placings': (ids) => ({
    placings: [{ teamId: ids.homeTeamId, place: 1 }],
  }),
  'PATCH /api/admin/users/{userId}/role': () => ({ role: 'member' }),
  'POST /api/admin/users/{userId}/erase': () => ({ reason: 'Asked by email' }),
  'POST /api/admin/events/{eventId}/schedule': (ids) => ({
    eventSportCategoryIds: [ids.eventSportCategoryId],
    venueIds: [ids.venueId],
    days: [{ date: '2026-06-01', from: '09:00', to: '18:00' }],
    slotMinutes: 60,
    minRestMinutes: 0,
    dryRun: true,
  }),
  'POST /api/admin/events/{eventId}/categories/{eventSportCategoryId}/draw': () => ({
    format: 'round_robin',
    seeding: 'registration',
    dryRun: true,
  }),
  'PUT /api/admin/events/{eventId}/categories/{eventSportCategoryId}/draw/tie-breakers': () => ({ tieBreakers: { preset: 'fifa' } }),
  // A Swiss's next round takes no options (the recorded draw here is a round robin, so our own ids get a 409 that names it).
  'POST /api/admin/events/{eventId}/categories/{eventSportCategoryId}/draw/next-round': () => ({}),
  'POST /api/admin/events/{eventId}/categories/{eventSportCategoryId}/rounds': (ids) => ({
    resultType: 'score',
    startsAt: '2026-06-02T10:00:00+05:30',
    venueId: ids.venueId,
    dryRun: true,
  }),
  'POST /api/admin/blog-posts': () => ({ title: 'News', slug: 'news-from-us', bodyMarkdown: 'Hello' }),
  'PUT /api/admin/payments/fees/{eventSportCategoryId}': () => ({ amount: 49_900 }),
  'POST /api/admin/payments/orders/{orderId}/refund': () => ({ amount: 100, reason: 'Goodwill' }),
};

/** Routes whose body is not JSON: only their path ids are tried, and the "own ids" check is skipped. */
const NOT_JSON = new Set(['POST /api/admin/events/{eventId}/gallery', 'POST /api/admin/branding/logo']);

const ID_FIELD = /(^id|Id|Ids)$/;

/** Paths (keys, array indexes) of the id-shaped fields of a body, nested ones included. */
function idPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => idPaths(item, [...at, index]));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    ID_FIELD.test(key) && (typeof child === 'number' || Array.isArray(child)) ? [[...at, key]] : idPaths(child, [...at, key]),
  );
}

function withValue(body: unknown, at: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at[at.length - 1]!] = value;
  return copy;
}

function idOf(ids: Ids, field: string | number): number | number[] | string {
  const id = ids[field];
  if (id === undefined) throw new Error(`No "${field}" in the test world: add one to createWorld`);
  return id;
}

/** An id names a row: an integer, or a list of them (`clientId`, an OAuth client's name, is not one). */
function isIdSchema(schema: JsonSchema): boolean {
  const types = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((one) => [one.type, one.items?.type]).flat();
  return types.includes('integer');
}

function bodyOf(endpoint: Endpoint, name: string, ids: Ids): Record<string, unknown> | undefined {
  if (NOT_JSON.has(name)) return undefined;
  const schema = endpoint.operation.requestBody?.content['application/json']?.schema;
  if (!schema) return undefined;
  const fromSchema = Object.entries(schema.properties ?? {})
    .filter(([key, property]) => ID_FIELD.test(key) && isIdSchema(property))
    .map(([key]) => [key, idOf(ids, key)]);
  return { ...Object.fromEntries(fromSchema), ...BODIES[name]?.(ids) };
}

const otherTenant = await createTenant(db());
const foreign = await createWorld(db(), otherTenant);
await installChangeRecorder(db());
const openApi = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<OpenApiDocument>();
const adminWrites = listEndpoints(openApi).filter((endpoint) => endpoint.path.startsWith('/api/admin/') && endpoint.method !== 'GET');

describe('admin writes refuse ids of another tenant (issue 12, finding 12)', () => {
  it('finds the admin write routes', () => {
    expect(adminWrites.length).toBeGreaterThan(25);
  });

  it.each(adminWrites.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))('%s', async (name, endpoint) => {
    const tenant = await createTenant(db());
    const ours = await createWorld(db(), tenant);
    const admin = await createUser(db(), tenant.id, { role: 'admin' });
    const headers = { host: tenant.hostname, authorization: `Bearer ${await signInAs(app, admin)}` };
    const pathParams = (endpoint.operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((p) => p.name);
    const body = bodyOf(endpoint, name, ours);
    const send = (params: Ids, payload: unknown) =>
      app.inject({
        method: endpoint.method as 'POST',
        url: endpoint.path.replace(/\{(\w+)\}/g, (_match, param: string) => String(params[param])),
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const ownParams = Object.fromEntries(pathParams.map((param) => [param, idOf(ours, param)]));

    const variants: [string, Ids, unknown][] = [
      ...pathParams.map((param): [string, Ids, unknown] => [`path ${param}`, { ...ownParams, [param]: idOf(foreign, param) }, body]),
      ...idPaths(body).map((at): [string, Ids, unknown] => [
        `body ${at.join('.')}`,
        ownParams,
        withValue(body, at, idOf(foreign, at[at.length - 1]!)),
      ]),
    ];
    // A write that names nothing by id (tenant settings, a new coupon rule) has nothing to mix up.
    if (variants.length === 0) return;
    for (const [field, params, payload] of variants) {
      await takeChanges(db());
      const response = await send(params, payload);
      const context = `${name} with a foreign ${field} → ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect([400, 404], context).toContain(response.statusCode);
      expect(await takeChanges(db()), `wrote on refusal: ${context}`).toEqual([]);
    }

    if (NOT_JSON.has(name)) return;
    const own = await send(ownParams, body);
    expect([400, 404], `${name} with our own ids → ${own.statusCode} ${own.body.slice(0, 200)}`).not.toContain(own.statusCode);
  });
});
