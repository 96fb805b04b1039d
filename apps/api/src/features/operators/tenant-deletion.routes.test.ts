import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformAuditLog, registrations, tenants, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs, uniquePhone } from '../../../test/factories';
import { createEvent } from '../../../test/event-factories';
import { solidPicture } from '../../../test/pictures';
import { tenantScope, TENANT_OWNED_TABLES } from '../tenant-export';
import { PLATFORM_TEST_HOST, signInOperator } from './platform-test-kit.testing';
import { purgeDueTenants } from './tenant-deletion';

let harness: TestApp;
let operatorToken: string;
type Db = TestApp['database']['db'];

/** A company site with people, an event, registrations, a session and a profile picture. */
async function seedSite(label: string) {
  const { db } = harness.database;
  const tenant = await createTenant(db, { slug: `${label}-${uniquePhone()}` });
  const company = await createCompany(db, tenant.id, `${label} Corp`);
  const admin = await createUser(db, tenant.id, { role: 'admin', name: `${label} Admin`, companyId: company.id });
  const member = await createUser(db, tenant.id, { name: `${label} Member`, companyId: company.id });
  const { event, footballOpen, chessOpen } = await createEvent(db, tenant, { slug: `${label}-games` });
  await db.insert(registrations).values([
    { userId: member.id, eventSportCategoryId: chessOpen.id },
    { userId: admin.id, eventSportCategoryId: footballOpen.id },
  ]);
  // Unique across test files: they may share one picture store.
  const pictureKey = `avatars/${member.id}-${randomBytes(8).toString('hex')}.jpg`;
  await harness.app.deps.pictures.put(pictureKey, await solidPicture('jpeg', 8, 8), 'image/jpeg');
  await db
    .update(users)
    .set({ profileUrl: `/api/uploads/${pictureKey}` })
    .where(eq(users.id, member.id));
  const memberToken = await signInAs(harness.app, member);
  return { tenant, admin, member, event, pictureKey, memberToken };
}

/** Rows of every tenant-owned table that belong to the tenant. */
async function countsOf(db: Db, tenantId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TENANT_OWNED_TABLES) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(table.table)
      .where(tenantScope(db, table, tenantId));
    counts[table.name] = row!.count;
  }
  return counts;
}

/** Every row of every table, whatever tenant. */
async function totalCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TENANT_OWNED_TABLES) {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table.table);
    counts[table.name] = row!.count;
  }
  return counts;
}

const asOperator = (method: 'GET' | 'POST', url: string, payload?: object) =>
  harness.app.inject({
    method,
    url: `/api/platform${url}`,
    headers: { host: PLATFORM_TEST_HOST, authorization: `Bearer ${operatorToken}` },
    ...(payload ? { payload } : {}),
  });

const purge = () =>
  purgeDueTenants({
    db: harness.database.db,
    clock: harness.clock,
    pictures: harness.app.deps.pictures,
    onTenantsChanged: () => harness.app.deps.tenants.invalidate(),
  });

let doomed: Awaited<ReturnType<typeof seedSite>>;
let bystander: Awaited<ReturnType<typeof seedSite>>;

beforeAll(async () => {
  harness = await createTestApp();
  doomed = await seedSite('doomed');
  bystander = await seedSite('bystander');
  operatorToken = await signInOperator(harness.app, harness.clock, uniquePhone());
});
afterAll(() => harness.close());

describe('deleting a site', () => {
  it('needs the slug typed again, then an export of the last 24 hours', async () => {
    const wrongSlug = await asOperator('POST', `/tenants/${doomed.tenant.id}/delete`, { confirmSlug: 'doomed' });
    expect(wrongSlug.statusCode).toBe(400);
    expect(wrongSlug.json().fields.confirmSlug[0]).toBe(`Type the site's slug, ${doomed.tenant.slug}, exactly to confirm the deletion.`);

    const noExport = await asOperator('POST', `/tenants/${doomed.tenant.id}/delete`, { confirmSlug: doomed.tenant.slug });
    expect(noExport.statusCode).toBe(409);
    expect(noExport.json().message).toMatch(/^Export .+ first: a deletion needs an export taken in the last 24 hours\.$/);

    // An export older than a day does not count.
    expect((await asOperator('GET', `/tenants/${doomed.tenant.id}/export`)).statusCode).toBe(200);
    harness.clock.advanceSeconds(25 * 60 * 60);
    expect((await asOperator('POST', `/tenants/${doomed.tenant.id}/delete`, { confirmSlug: doomed.tenant.slug })).statusCode).toBe(409);

    const unknownOption = await asOperator('POST', `/tenants/${doomed.tenant.id}/delete`, { confirmSlug: doomed.tenant.slug, now: true });
    expect(unknownOption.statusCode).toBe(400);
    const unknownSite = await asOperator('POST', `/tenants/999999/delete`, { confirmSlug: 'x' });
    expect(unknownSite.statusCode).toBe(404);
  });

  it('closes the site at once and can be restored within 7 days', async () => {
    expect((await asOperator('GET', `/tenants/${doomed.tenant.id}/export`)).statusCode).toBe(200);
    const deleted = await asOperator('POST', `/tenants/${doomed.tenant.id}/delete`, { confirmSlug: doomed.tenant.slug });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const answer = deleted.json().data;
    expect(answer.status).toBe('deleting');
    expect(new Date(answer.deletionDueAt).getTime()).toBe(harness.clock.now().getTime() + 7 * 24 * 60 * 60 * 1000);

    const again = await asOperator('POST', `/tenants/${doomed.tenant.id}/delete`, { confirmSlug: doomed.tenant.slug });
    expect(again.statusCode).toBe(409);

    // The site is closed like a suspended one: reads and the member's calls refused, the maintenance page shown.
    const read = await harness.app.inject({
      method: 'GET',
      url: '/api/customer/profile',
      headers: { host: doomed.tenant.hostname, authorization: `Bearer ${doomed.memberToken}` },
    });
    expect(read.statusCode).toBe(503);
    expect(read.json().error).toBe('TENANT_SUSPENDED');
    const landing = await harness.app.inject({ method: 'GET', url: '/api/user/landing', headers: { host: doomed.tenant.hostname } });
    expect(landing.json().data.maintenance).toBe(true);

    // Nothing is erased before the grace period ends.
    harness.clock.advanceSeconds(6 * 24 * 60 * 60);
    expect(await purge()).toEqual([]);

    const restored = await asOperator('POST', `/tenants/${doomed.tenant.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ status: 'active', deletionDueAt: null });
    const open = await harness.app.inject({
      method: 'GET',
      url: '/api/customer/profile',
      headers: { host: doomed.tenant.hostname, authorization: `Bearer ${doomed.memberToken}` },
    });
    expect(open.statusCode).toBe(200);

    const nothingToRestore = await asOperator('POST', `/tenants/${doomed.tenant.id}/restore`);
    expect(nothingToRestore.statusCode).toBe(409);
  });

  it('erases every row and upload of the site after 7 days and nothing of any other site', async () => {
    const { db } = harness.database;
    const bystanderBefore = await countsOf(db, bystander.tenant.id);
    const doomedBefore = await countsOf(db, doomed.tenant.id);
    const totalBefore = await totalCounts(db);
    // The seeded site fills the tables a site's people use; the check below is only as strong as that.
    expect(doomedBefore.users).toBeGreaterThanOrEqual(2);
    expect(doomedBefore.registrations).toBe(2);
    expect(doomedBefore.sessions).toBeGreaterThanOrEqual(1);

    expect((await asOperator('GET', `/tenants/${doomed.tenant.id}/export`)).statusCode).toBe(200);
    expect((await asOperator('POST', `/tenants/${doomed.tenant.id}/delete`, { confirmSlug: doomed.tenant.slug })).statusCode).toBe(200);
    harness.clock.advanceSeconds(7 * 24 * 60 * 60 + 60);

    const [erased, ...others] = await Promise.all([purge(), purge()]).then((runs) => runs.flat());
    expect(others).toEqual([]);
    expect(erased!.tenantId).toBe(doomed.tenant.id);
    expect(erased!.uploads).toBe(1);

    const doomedAfter = await countsOf(db, doomed.tenant.id);
    expect(Object.values(doomedAfter).every((count) => count === 0)).toBe(true);
    expect(await countsOf(db, bystander.tenant.id)).toEqual(bystanderBefore);
    const totalAfter = await totalCounts(db);
    for (const table of TENANT_OWNED_TABLES)
      expect(totalAfter[table.name], table.name).toBe(totalBefore[table.name]! - (doomedBefore[table.name] ?? 0));
    expect(erased!.rows).toEqual(Object.fromEntries(Object.entries(doomedBefore).filter(([, count]) => count > 0)));

    expect(await db.select().from(tenants).where(eq(tenants.id, doomed.tenant.id))).toEqual([]);
    expect(await harness.app.deps.pictures.get(doomed.pictureKey)).toBeUndefined();
    expect(await harness.app.deps.pictures.get(bystander.pictureKey)).toBeDefined();

    const audit = await db.select().from(platformAuditLog).where(eq(platformAuditLog.tenantId, doomed.tenant.id));
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['tenant.exported', 'tenant.deletion-requested', 'tenant.restored', 'tenant.erased']),
    );

    // Gone for good: no restore, and the console no longer lists it.
    expect((await asOperator('POST', `/tenants/${doomed.tenant.id}/restore`)).statusCode).toBe(404);
    const listed = (await asOperator('GET', '/tenants')).json().data.tenants as { id: number }[];
    expect(listed.map((tenant) => tenant.id)).not.toContain(doomed.tenant.id);
    expect(listed.map((tenant) => tenant.id)).toContain(bystander.tenant.id);
  });

  it('restores a site that was suspended before its deletion as suspended, not open', async () => {
    const paused = await seedSite('paused');
    expect((await asOperator('POST', `/tenants/${paused.tenant.id}/suspend`)).statusCode).toBe(200);
    expect((await asOperator('GET', `/tenants/${paused.tenant.id}/export`)).statusCode).toBe(200);
    expect((await asOperator('POST', `/tenants/${paused.tenant.id}/delete`, { confirmSlug: paused.tenant.slug })).statusCode).toBe(200);
    const restored = await asOperator('POST', `/tenants/${paused.tenant.id}/restore`);
    expect(restored.json().data).toMatchObject({ status: 'suspended', deletionDueAt: null });
  });

  it('is refused to a tenant admin', async () => {
    const adminToken = await signInAs(harness.app, bystander.admin);
    const answer = await harness.app.inject({
      method: 'POST',
      url: `/api/platform/tenants/${bystander.tenant.id}/delete`,
      headers: { host: bystander.tenant.hostname, authorization: `Bearer ${adminToken}` },
      payload: { confirmSlug: bystander.tenant.slug },
    });
    expect([401, 403, 404]).toContain(answer.statusCode);
    const [row] = await harness.database.db.select().from(tenants).where(eq(tenants.id, bystander.tenant.id));
    expect(row!.status).toBe('active');
  });
});
