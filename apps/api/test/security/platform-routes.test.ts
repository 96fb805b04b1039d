import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser, signInAs, uniquePhone } from '../factories';
import { listEndpoints, type OpenApiDocument } from '../fuzz/openapi-arbitraries';
import { createTestApp, type TestApp } from '../test-app';
import { createOperator, PLATFORM_TEST_HOST, signInOperator } from '../../src/features/operators/platform-test-kit.testing';

/**
 * Every /api/platform route, walked from the OpenAPI document, refuses everyone but an operator
 * with two-factor authentication on the platform host: a tenant's admin, staff and member (on
 * their own host and on the platform host), an operator without MFA, the operator on a tenant's
 * host, and nobody at all.
 */
describe('the operator console API', () => {
  let harness: TestApp;
  let site: Awaited<ReturnType<typeof createTenant>>;
  let endpoints: ReturnType<typeof listEndpoints>;
  let tokens: Record<string, string>;
  let operatorToken: string;

  beforeAll(async () => {
    harness = await createTestApp();
    const db = harness.database.db;
    site = await createTenant(db, { hostnames: ['company.platform-walk.test'] });
    tokens = {
      tenantAdmin: await signInAs(harness.app, await createUser(db, site.id, { role: 'admin' })),
      staff: await signInAs(harness.app, await createUser(db, site.id, { role: 'staff' })),
      member: await signInAs(harness.app, await createUser(db, site.id)),
      operatorWithoutMfa: await signInAs(harness.app, await createOperator(harness.app, uniquePhone())),
    };
    operatorToken = await signInOperator(harness.app, harness.clock, uniquePhone());
    const openApi = (await harness.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<OpenApiDocument>();
    endpoints = listEndpoints(openApi).filter((endpoint) => endpoint.path.startsWith('/api/platform'));
  });
  afterAll(() => harness.close());

  const call = (method: string, path: string, host: string, token?: string) =>
    harness.app.inject({
      method: method as 'GET',
      url: path.replace(/\{\w+\}/g, String(site.id)),
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(method === 'GET' ? {} : { payload: {} }),
    });

  it('walks every platform route, all declared for operators', () => {
    expect(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort()).toEqual([
      'GET /api/platform/audit',
      'GET /api/platform/me',
      'GET /api/platform/tenants',
      'GET /api/platform/tenants/{id}/export',
      'PATCH /api/platform/tenants/{id}',
      'POST /api/platform/tenants',
      'POST /api/platform/tenants/{id}/delete',
      'POST /api/platform/tenants/{id}/logo',
      'POST /api/platform/tenants/{id}/restore',
      'POST /api/platform/tenants/{id}/resume',
      'POST /api/platform/tenants/{id}/suspend',
    ]);
    for (const endpoint of endpoints) expect(endpoint.operation.security).toBeTruthy();
  });

  it('refuses tenant admins, staff, members, an operator without MFA and anonymous callers, on any host', async () => {
    for (const endpoint of endpoints) {
      for (const host of [site.hostname, PLATFORM_TEST_HOST]) {
        for (const [who, token] of [...Object.entries(tokens), ['anonymous', undefined] as const]) {
          const answer = await call(endpoint.method, endpoint.path, host, token);
          expect([401, 403, 404], `${who} ${endpoint.method} ${endpoint.path} on ${host} → ${answer.statusCode}`).toContain(
            answer.statusCode,
          );
        }
      }
      const operatorElsewhere = await call(endpoint.method, endpoint.path, site.hostname, operatorToken);
      expect(operatorElsewhere.statusCode, `operator ${endpoint.method} ${endpoint.path} on a tenant host`).toBe(404);
    }
  });

  it('lets the operator in on the platform host (a body-less write is a 400, not a refusal)', async () => {
    for (const endpoint of endpoints) {
      const answer = await call(endpoint.method, endpoint.path, PLATFORM_TEST_HOST, operatorToken);
      // 409: let in, and told the site's state forbids it (restoring a site that is not being deleted).
      expect([200, 400, 409], `${endpoint.method} ${endpoint.path} → ${answer.statusCode} ${answer.body}`).toContain(answer.statusCode);
    }
  });
});
