import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_TEST_ENV, type TestApp } from '../../../test/test-app';
import { createTenant } from '../../../test/factories';

describe('GET /api/metrics', () => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await createTestApp({ env: { METRICS_TOKEN: 'metrics-token-0123456789' } });
    await createTenant(harness.database.db, { hostnames: ['localhost'], isDefault: true });
  });
  afterAll(() => harness.close());

  it('needs the configured bearer token', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toContain('METRICS_TOKEN');
  });

  it('counts requests by route pattern and status, with latency histograms', async () => {
    await harness.app.inject({ method: 'GET', url: '/api/tenant-config', headers: { host: 'localhost' } });
    await harness.app.inject({ method: 'GET', url: '/api/nowhere', headers: { host: 'localhost' } });
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: 'Bearer metrics-token-0123456789' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toMatch(/podium_http_requests_total\{route="\/api\/tenant-config",method="GET",status="200"\} 1/);
    expect(response.body).toMatch(/podium_http_request_duration_seconds_bucket\{le="0.005",route="\/api\/tenant-config"/);
    expect(response.body).toContain('podium_process_resident_memory_bytes');
  });
});

describe('GET /api/metrics in production', () => {
  it('answers 404 without METRICS_TOKEN, and needs the token when it is set', async () => {
    const closed = await createTestApp({ env: PRODUCTION_TEST_ENV });
    try {
      const response = await closed.app.inject({ method: 'GET', url: '/api/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('podium_');
    } finally {
      await closed.close();
    }
    const guarded = await createTestApp({ env: { ...PRODUCTION_TEST_ENV, METRICS_TOKEN: 'metrics-token-0123456789' } });
    try {
      expect((await guarded.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
      const scraped = await guarded.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: 'Bearer metrics-token-0123456789' },
      });
      expect(scraped.statusCode).toBe(200);
      expect(scraped.body).toContain('podium_http_requests_total');
    } finally {
      await guarded.close();
    }
  });
});
