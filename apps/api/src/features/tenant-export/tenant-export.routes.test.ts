import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformAuditLog, registrations, tenants, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs, uniquePhone } from '../../../test/factories';
import { createEvent } from '../../../test/event-factories';
import { solidPicture } from '../../../test/pictures';
import { PLATFORM_TEST_HOST, signInOperator } from '../operators/platform-test-kit.testing';
import { TENANT_TABLES } from './tenant-tables.repository';
import { openZipBuffer, type ZipReader } from './zip-reader';
import { tableFileName, type TenantExportManifest } from './tenant-export-format';
import { importTenantExport } from './tenant-import.service';
import { DomainError } from '../../errors/domain-error';

let harness: TestApp;
let operatorToken: string;

/** A company site with people, an event, registrations and a profile picture. */
async function seedSite(db: TestApp['database']['db'], pictures: TestApp['app']['deps']['pictures'], label: string) {
  const tenant = await createTenant(db, { slug: `${label}-${uniquePhone()}` });
  const company = await createCompany(db, tenant.id, `${label} Corp`);
  const admin = await createUser(db, tenant.id, { role: 'admin', name: `${label} Admin`, companyId: company.id });
  const member = await createUser(db, tenant.id, { name: `${label} Member`, companyId: company.id });
  const { event, footballOpen, chessOpen } = await createEvent(db, tenant, { slug: `${label}-games` });
  await db.insert(registrations).values([
    { userId: member.id, eventSportCategoryId: chessOpen.id },
    { userId: admin.id, eventSportCategoryId: footballOpen.id },
  ]);
  const key = `avatars/${member.id}-0123456789abcdef.jpg`;
  await pictures.put(key, await solidPicture('jpeg', 8, 8), 'image/jpeg');
  await db
    .update(users)
    .set({ profileUrl: `/api/uploads/${key}` })
    .where(eq(users.id, member.id));
  return { tenant, admin, member, event, pictureKey: key };
}

let first: Awaited<ReturnType<typeof seedSite>>;
let second: Awaited<ReturnType<typeof seedSite>>;

beforeAll(async () => {
  harness = await createTestApp();
  first = await seedSite(harness.database.db, harness.app.deps.pictures, 'alpha');
  second = await seedSite(harness.database.db, harness.app.deps.pictures, 'beta');
  operatorToken = await signInOperator(harness.app, harness.clock, uniquePhone());
});
afterAll(() => harness.close());

const exportOf = (tenantId: number | string, token = operatorToken, host = PLATFORM_TEST_HOST) =>
  harness.app.inject({
    method: 'GET',
    url: `/api/platform/tenants/${tenantId}/export`,
    headers: { host, authorization: `Bearer ${token}` },
  });

async function rowsOf(zip: ZipReader, table: string): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for await (const line of zip.lines(tableFileName(table))) rows.push(JSON.parse(line) as Record<string, unknown>);
  return rows;
}

describe('exporting a site', () => {
  it("holds every table of the tenant and nothing of another tenant's", async () => {
    const answer = await exportOf(first.tenant.id);
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="alpha-[\w-]+-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = await openZipBuffer(answer.rawPayload);
    const manifest = JSON.parse((await zip.bytes('manifest.json')).toString()) as TenantExportManifest;
    expect(Object.keys(manifest.tables).sort()).toEqual(TENANT_TABLES.map((table) => table.name).sort());

    const db = harness.database.db;
    const secondUserIds = new Set([second.admin.id, second.member.id]);
    let checked = 0;
    for (const table of TENANT_TABLES) {
      const rows = await rowsOf(zip, table.name);
      expect(rows.length, table.name).toBe(manifest.tables[table.name]);
      for (const row of rows) {
        checked += 1;
        if ('tenantId' in row) expect(row.tenantId, table.name).toBe(first.tenant.id);
        if ('userId' in row) expect(secondUserIds.has(row.userId as number), table.name).toBe(false);
        if ('eventId' in row) expect(row.eventId, table.name).not.toBe(second.event.id);
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect((await rowsOf(zip, 'users')).map((row) => row.name).sort()).toEqual(['alpha Admin', 'alpha Member']);
    expect(await rowsOf(zip, 'registrations')).toHaveLength(2);
    expect(JSON.stringify(await rowsOf(zip, 'registrations'))).not.toContain(`"userId":${second.member.id},`);

    const people = (await zip.bytes('csv/people.csv')).toString();
    expect(people).toContain('alpha Member');
    expect(people).not.toContain('beta');
    const registrationsCsv = (await zip.bytes('csv/registrations.csv')).toString();
    expect(registrationsCsv).toContain('alpha Member');
    expect(registrationsCsv).not.toContain('beta');
    expect(zip.names).toEqual(
      expect.arrayContaining(['tenant.json', 'csv/attendance.csv', 'csv/orders.csv', `uploads/${first.pictureKey}`]),
    );
    expect(zip.names).not.toContain(`uploads/${second.pictureKey}`);
    expect(JSON.parse((await zip.bytes('tenant.json')).toString()).tenant.id).toBe(first.tenant.id);
    zip.close();

    const audit = await db.select().from(platformAuditLog).where(eq(platformAuditLog.tenantId, first.tenant.id));
    expect(audit.map((row) => row.action)).toEqual(['tenant.exported']);
  });

  it('answers 404 for an unknown site and 400 for an id that is not one', async () => {
    expect((await exportOf(999_999)).statusCode).toBe(404);
    expect((await exportOf('abc')).statusCode).toBe(400);
  });

  it("is refused to the tenant's own admin, staff and members, and on a company host", async () => {
    const adminToken = await signInAs(harness.app, first.admin);
    expect((await exportOf(first.tenant.id, adminToken, first.tenant.hostname)).statusCode).toBe(404);
    expect((await exportOf(first.tenant.id, adminToken)).statusCode).toBe(401);
    const memberToken = await signInAs(harness.app, first.member);
    expect((await exportOf(first.tenant.id, memberToken, first.tenant.hostname)).statusCode).toBe(404);
    expect((await exportOf(first.tenant.id, operatorToken, first.tenant.hostname)).statusCode).toBe(404);
  });
});

describe('importing an export into another deployment', () => {
  it('restores the same rows per table with fresh ids, the same people and registrations, and the pictures', async () => {
    const answer = await exportOf(first.tenant.id);
    const zip = await openZipBuffer(answer.rawPayload);
    const manifest = JSON.parse((await zip.bytes('manifest.json')).toString()) as TenantExportManifest;
    const fresh = await createTestApp();
    try {
      // Something already on the other deployment, so the restored ids cannot all equal the old ones by chance.
      await seedSite(fresh.database.db, fresh.app.deps.pictures, 'gamma');
      const result = await importTenantExport(fresh.database.db, fresh.app.deps.pictures, zip, { hostnames: ['alpha.restored.example'] });
      expect(result.tables).toEqual(manifest.tables);
      expect(result.uploads).toBe(1);

      const peopleOf = async (db: TestApp['database']['db'], tenantId: number) =>
        (await db.select().from(users).where(eq(users.tenantId, tenantId)))
          .map(({ id: _id, tenantId: _tenant, companyId: _company, ...person }) => person)
          .sort((a, b) => a.phone!.localeCompare(b.phone!));
      expect(await peopleOf(fresh.database.db, result.tenantId)).toEqual(await peopleOf(harness.database.db, first.tenant.id));

      const registrationsOf = async (db: TestApp['database']['db'], tenantId: number) =>
        (
          await db
            .select({ phone: users.phone, status: registrations.status, createdAt: registrations.createdAt })
            .from(registrations)
            .innerJoin(users, eq(users.id, registrations.userId))
            .where(eq(users.tenantId, tenantId))
        ).sort((a, b) => a.phone!.localeCompare(b.phone!));
      const restored = await registrationsOf(fresh.database.db, result.tenantId);
      expect(restored).toHaveLength(2);
      expect(restored).toEqual(await registrationsOf(harness.database.db, first.tenant.id));

      const config = await fresh.app.inject({ method: 'GET', url: '/api/tenant-config', headers: { host: 'alpha.restored.example' } });
      expect(config.json().data.tenant).toMatchObject({ slug: first.tenant.slug });
      expect(await fresh.app.deps.pictures.get(first.pictureKey)).toBeDefined();

      // Restoring it again clashes on the slug: refused, and nothing more is written.
      const before = (await fresh.database.db.select().from(tenants)).length;
      const again = await importTenantExport(fresh.database.db, fresh.app.deps.pictures, zip, { hostnames: ['other.example'] }).catch(
        (error: unknown) => error,
      );
      expect(again).toBeInstanceOf(DomainError);
      expect((again as DomainError).message).toContain(`slug "${first.tenant.slug}" already exists`);
      expect((await fresh.database.db.select().from(tenants)).length).toBe(before);
    } finally {
      zip.close();
      await fresh.close();
    }
  });
});
