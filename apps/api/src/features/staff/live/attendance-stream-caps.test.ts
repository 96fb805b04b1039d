/**
 * Issue 28: the staff attendance stream had no cap at all. It is now capped per signed-in person
 * (429), per tenant (503) and per process, each refusal with Retry-After, and a closed stream gives
 * its slot back.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../../test/factories';
import { createCheckInEvent } from '../../check-in/check-in.test-fixtures';
import { openSseStream, streamAnswer } from '../../../../test/sse-stream';

describe('live attendance stream caps', () => {
  let harness: TestApp;
  let baseUrl: string;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let url: string;

  beforeAll(async () => {
    harness = await createTestApp({ env: { ATTENDANCE_STREAMS_PER_USER_MAX: '1', ATTENDANCE_STREAMS_PER_TENANT_MAX: '2' } });
    harness.clock.set('2026-06-01T10:00:00.000Z');
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
    tenant = await createTenant(harness.database.db);
    const games = await createCheckInEvent(harness.database.db, tenant);
    url = `${baseUrl}/api/staff/events/${games.event.id}/attendance/stream`;
  });
  afterAll(() => harness.close());

  const staffToken = async () => signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'staff' }));
  const open = (token: string) => {
    const stream = openSseStream(url, { host: tenant.hostname, authorization: `Bearer ${token}` });
    return { ...stream, ready: () => stream.waitFor((frame) => frame.event === 'attendance') };
  };
  const attempt = (token: string) => streamAnswer(url, { host: tenant.hostname, authorization: `Bearer ${token}` });

  it('caps one person (429) and one tenant (503), and frees a slot when a screen closes', async () => {
    const [first, second, third] = [await staffToken(), await staffToken(), await staffToken()];
    const held = [open(first)];
    try {
      await held[0]!.ready();
      const again = await attempt(first);
      expect(again.status).toBe(429);
      expect(again.body).toMatchObject({ success: false, error: 'RATE_LIMITED', retryAfterSeconds: 30 });
      expect(again.body!.message).toMatch(/too many live attendance screens/i);
      expect(again.headers['retry-after']).toBe('30');

      held.push(open(second));
      await held[1]!.ready();
      const busy = await attempt(third);
      expect(busy.status).toBe(503);
      expect(busy.body).toMatchObject({ success: false, error: 'TOO_MANY_STREAMS', retryAfterSeconds: 30 });
      expect(busy.headers['retry-after']).toBe('30');

      held.shift()!.close();
      await expect.poll(async () => (await attempt(third)).status, { timeout: 3_000 }).toBe(200);
    } finally {
      for (const stream of held) stream.close();
    }
  });
});
