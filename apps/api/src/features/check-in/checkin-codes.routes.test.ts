import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAttendancePayload } from '@podium/contracts/check-in/attendance-payload';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../test/factories';
import { createCheckInEvent, registerFor, type CheckInEvent } from './check-in.test-fixtures';
import { pdfLines } from '../../../test/pdf-text';
import { imagesIn, withUploadedLogo } from '../../../test/branded-tenant';

describe('attendance codes for staff', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let other: Awaited<ReturnType<typeof createTenant>>;
  let games: CheckInEvent;
  let staffToken: string;
  let adminToken: string;
  let memberToken: string;

  beforeAll(async () => {
    harness = await createTestApp();
    harness.clock.set('2026-06-01T10:00:00Z');
    tenant = await createTenant(harness.database.db);
    other = await createTenant(harness.database.db);
    games = await createCheckInEvent(harness.database.db, tenant);
    staffToken = await signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'staff' }));
    adminToken = await signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'admin' }));
    memberToken = await signInAs(harness.app, await createUser(harness.database.db, tenant.id));
  });
  afterAll(() => harness.close());

  const get = (url: string, token?: string, host = tenant.hostname) =>
    harness.app.inject({ method: 'GET', url, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  it('lists one code per sport and venue with its SVG, for staff and admins', async () => {
    for (const token of [staffToken, adminToken]) {
      const response = await get(`/api/events/${games.event.id}/checkin-codes`, token);
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.map((code: { sportId: number; venue: string }) => [code.sportId, code.venue])).toEqual([
        [games.chess.id, 'Club'],
        [games.football.id, 'Stadium'],
      ]);
      expect(data[1]).toMatchObject({ eventId: games.event.id, sportName: games.football.name, direction: 'in' });
      expect(JSON.parse(data[1].payload)).toEqual({ eventId: games.event.id, sportId: games.football.id, venue: 'Stadium' });
      expect(data[1].svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    const exits = (await get(`/api/events/${games.event.id}/checkin-codes?direction=out`, staffToken)).json().data;
    expect(parseAttendancePayload(exits[0].payload)).toMatchObject({ ok: true, payload: { direction: 'out' } });
  });

  it('refuses members (403), no session (401), another tenant (404) and a bad id (400)', async () => {
    expect((await get(`/api/events/${games.event.id}/checkin-codes`)).statusCode).toBe(401);
    const member = await get(`/api/events/${games.event.id}/checkin-codes`, memberToken);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ success: false, error: 'FORBIDDEN' });
    const elsewhere = await createCheckInEvent(harness.database.db, other);
    expect((await get(`/api/events/${elsewhere.event.id}/checkin-codes`, staffToken)).statusCode).toBe(404);
    const bad = await get('/api/events/abc/checkin-codes', staffToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('eventId: eventId must be a whole number');
  });

  it('makes a PDF poster per venue', async () => {
    const response = await get(`/api/events/${games.event.id}/checkin-codes/poster.pdf?venue=stadium`, staffToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(5000);
    expect((await get(`/api/events/${games.event.id}/checkin-codes/poster.pdf?venue=Moon`, staffToken)).json()).toMatchObject({
      error: 'WRONG_VENUE',
    });
    expect((await get(`/api/events/${games.event.id}/checkin-codes/poster.pdf?venue=Club`, memberToken)).statusCode).toBe(403);
  });

  it("wears the tenant's brand: its site title and uploaded logo above the event (issue 29 §3)", async () => {
    const poster = async () => (await get(`/api/events/${games.event.id}/checkin-codes/poster.pdf?venue=Stadium`, staffToken)).rawPayload;
    const plain = imagesIn(await poster());
    await withUploadedLogo(harness, tenant.id, 'Initech Games', async () => {
      const pdf = await poster();
      expect(imagesIn(pdf)).toBeGreaterThan(plain);
      const lines = await pdfLines(pdf);
      expect(lines.indexOf('Initech Games')).toBeGreaterThanOrEqual(0);
      expect(lines.indexOf('Initech Games')).toBeLessThan(lines.indexOf(games.event.name));
    });
  });

  it('gives the kiosk a signed code that checks a person in now and stops working after a minute', async () => {
    const url = `/api/events/${games.event.id}/checkin-codes/rotating?sportId=${games.football.id}&venue=Stadium`;
    expect((await get(url, memberToken)).statusCode).toBe(403);
    const { data } = (await get(url, staffToken)).json();
    expect(data).toMatchObject({ stepSeconds: 30, sportName: games.football.name, venue: 'Stadium' });
    expect(new Date(data.refreshAt).getTime()).toBeGreaterThan(harness.clock.now().getTime());
    const parsed = parseAttendancePayload(data.payload);
    if (!parsed.ok) throw new Error(parsed.message);
    const participant = await createUser(harness.database.db, tenant.id);
    await registerFor(harness.database.db, participant.id, games.footballMen.id);
    const token = await signInAs(harness.app, participant);
    const body = {
      eventId: parsed.payload.eventId,
      sportId: parsed.payload.sportId,
      venue: parsed.payload.venue,
      codeStep: parsed.payload.step,
      codeSignature: parsed.payload.signature,
    };
    const verify = () =>
      harness.app.inject({
        method: 'POST',
        url: '/api/user/checkin/verify',
        headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
        payload: body,
      });
    harness.clock.advanceSeconds(61);
    expect((await verify()).json()).toMatchObject({ error: 'CODE_EXPIRED' });
    harness.clock.advanceSeconds(-40);
    expect((await verify()).statusCode).toBe(200);
  });

  it('lists the tenant events publicly', async () => {
    const response = await get('/api/public/events');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: games.event.id,
        slug: games.event.slug,
        eventName: games.event.name,
        city: { id: tenant.city.id, name: 'Bengaluru' },
        startsAt: '2026-05-31',
        endsAt: '2026-06-03',
      },
    ]);
  });
});
