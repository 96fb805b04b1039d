import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createCompany, createTenant } from '../../../../test/factories';
import { companies } from '../../../db/schema/index';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/user/companies/', () => {
  it("lists the tenant's approved companies by name, with or without the trailing slash", async () => {
    const tenant = await createTenant(testApp.database.db);
    const other = await createTenant(testApp.database.db);
    await createCompany(testApp.database.db, tenant.id, 'Zeta Labs');
    await createCompany(testApp.database.db, tenant.id, 'Alpha Works');
    await createCompany(testApp.database.db, other.id, 'Other Tenant Co');
    await testApp.database.db.insert(companies).values({ tenantId: tenant.id, name: 'Pending Co', status: 'pending' });
    for (const url of ['/api/user/companies/', '/api/user/companies']) {
      const answer = await testApp.app.inject({ method: 'GET', url, headers: { host: tenant.hostname } });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        success: true,
        message: 'OK',
        data: [
          { id: expect.any(Number), name: 'Alpha Works' },
          { id: expect.any(Number), name: 'Zeta Labs' },
        ],
      });
    }
  });
});
