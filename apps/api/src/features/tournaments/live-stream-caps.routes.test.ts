/**
 * Issue 28: one anonymous client held all of a process's live-stream slots, for every tenant. The
 * microsite stream is now capped per client address (429), per tenant (503), then per process,
 * each refusal with Retry-After; a closed stream gives its slot back.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant } from '../../../test/factories';
import { createEvent } from '../../../test/event-factories';
import { openSseStream, streamAnswer } from '../../../test/sse-stream';

describe('live microsite stream caps', () => {
  let harness: TestApp;
  let baseUrl: string;
  let siteA: Awaited<ReturnType<typeof createTenant>>;
  let siteB: Awaited<ReturnType<typeof createTenant>>;
  let eventA: number;
  let eventB: number;

  beforeAll(async () => {
    harness = await createTestApp({
      // TRUST_PROXY=1: the client address is the entry the one proxy appended to X-Forwarded-For.
      env: { TRUST_PROXY: '1', LIVE_STREAMS_PER_CLIENT_MAX: '2', LIVE_STREAMS_PER_TENANT_MAX: '3', LIVE_STREAMS_MAX: '4' },
    });
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
    siteA = await createTenant(harness.database.db);
    siteB = await createTenant(harness.database.db);
    eventA = (await createEvent(harness.database.db, siteA)).event.id;
    eventB = (await createEvent(harness.database.db, siteB)).event.id;
  });
  afterAll(() => harness.close());

  const open = (site: { hostname: string }, eventId: number, client: string) => {
    const stream = openSseStream(`${baseUrl}/api/public/events/${eventId}/stream`, { host: site.hostname, 'x-forwarded-for': client });
    return { ...stream, ready: () => stream.waitFor((frame) => frame.event === 'ready') };
  };
  const attempt = (site: { hostname: string }, eventId: number, client: string) =>
    streamAnswer(`${baseUrl}/api/public/events/${eventId}/stream`, { host: site.hostname, 'x-forwarded-for': client });

  it('caps one client address (429), then one tenant (503), leaving the other tenant its slots', async () => {
    const held = [open(siteA, eventA, '203.0.113.1'), open(siteA, eventA, '203.0.113.1')];
    try {
      for (const stream of held) await stream.ready();

      const third = await attempt(siteA, eventA, '203.0.113.1');
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({ success: false, error: 'RATE_LIMITED', retryAfterSeconds: 30 });
      expect(third.body!.message).toMatch(/too many live pages/i);
      expect(third.headers['retry-after']).toBe('30');

      // Another address of the same tenant takes the tenant's third slot; a fourth address is refused.
      held.push(open(siteA, eventA, '203.0.113.2'));
      await held[2]!.ready();
      const tenantFull = await attempt(siteA, eventA, '203.0.113.3');
      expect(tenantFull.status).toBe(503);
      expect(tenantFull.body).toMatchObject({ success: false, error: 'TOO_MANY_STREAMS', retryAfterSeconds: 30 });
      expect(tenantFull.headers['retry-after']).toBe('30');

      // The other tenant still gets the process's last slot; then the process is full for everyone.
      const other = open(siteB, eventB, '203.0.113.3');
      held.push(other);
      await other.ready();
      expect((await attempt(siteB, eventB, '203.0.113.4')).status).toBe(503);

      // A closed stream gives its slot back.
      held.shift()!.close();
      await expect.poll(async () => (await attempt(siteA, eventA, '203.0.113.1')).status, { timeout: 3_000 }).toBe(200);
    } finally {
      for (const stream of held) stream.close();
    }
  });
});
