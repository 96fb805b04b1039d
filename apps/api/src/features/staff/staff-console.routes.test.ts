import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp, TEST_SECRETS } from '../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../test/factories';
import { users } from '../../db/schema/index';
import { signPersonalCode } from '../auth/personal-code/personal-code';
import { createCheckInEvent, registerFor, type CheckInEvent } from '../check-in/check-in.test-fixtures';

const START = '2026-06-01T10:00:00.000Z'; // 15:30 in Kolkata, an event day

describe('staff console: live counts, search, manual check-in and undo, personal-code scan, CSV', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let other: Awaited<ReturnType<typeof createTenant>>;
  let games: CheckInEvent;
  let staffToken: string;

  beforeAll(async () => {
    harness = await createTestApp();
    harness.clock.set(START);
    tenant = await createTenant(harness.database.db);
    other = await createTenant(harness.database.db);
    games = await createCheckInEvent(harness.database.db, tenant);
    staffToken = await signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'staff', name: 'Stella Staff' }));
  });
  afterAll(() => harness.close());

  const db = () => harness.database.db;
  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    harness.app.inject({
      method,
      url,
      headers: { host: tenant.hostname, authorization: `Bearer ${staffToken}` },
      ...(payload ? { payload } : {}),
    });
  const summary = async () => (await send('GET', `/api/staff/events/${games.event.id}/attendance`)).json().data;
  const scan = (code: string, extra: object = {}) =>
    send('POST', '/api/staff/checkins/scan', {
      code,
      eventId: games.event.id,
      sportId: games.football.id,
      venueId: games.stadium.id,
      ...extra,
    });
  const codeOf = (user: { id: number; tenantId: number; personalCodeNonce: string }) => signPersonalCode(TEST_SECRETS.sessionSecret, user);

  it('lists events with the categories the pickers need, on the event day of today', async () => {
    const events = (await send('GET', '/api/staff/events')).json().data;
    expect(events[0]).toMatchObject({ id: games.event.id, defaultDay: '2026-06-01' });
    expect(events[0].categories).toHaveLength(4);
    expect(events[0].categories[0]).toMatchObject({ sportId: expect.any(Number), venueName: expect.any(String) });
  });

  it('checks a registered person in by hand as a participant and a stranger as a visitor; counts follow; undo takes them out', async () => {
    const player = await createUser(db(), tenant.id, { name: 'Priya Player' });
    await registerFor(db(), player.id, games.footballMen.id, games.team.id);
    const guest = await createUser(db(), tenant.id, { name: 'Gita Guest' });
    expect((await summary()).total).toEqual({ people: 0, records: 0, offline: 0, participants: 0, visitors: 0 });

    const found = (await send('GET', `/api/staff/events/${games.event.id}/people?search=priya`)).json().data;
    expect(found).toEqual([
      expect.objectContaining({
        id: player.id,
        registrations: [expect.objectContaining({ eventSportCategoryId: games.footballMen.id })],
        attendance: [],
      }),
    ]);

    const manual = await send('POST', `/api/staff/events/${games.event.id}/checkins`, {
      userId: player.id,
      eventSportCategoryId: games.footballMen.id,
      reason: 'Phone battery dead',
    });
    expect(manual.statusCode).toBe(200);
    expect(manual.json().data).toMatchObject({
      isNew: true,
      record: { type: 'participant', method: 'manual', reason: 'Phone battery dead', day: '2026-06-01' },
    });
    const again = await send('POST', `/api/staff/events/${games.event.id}/checkins`, {
      userId: player.id,
      eventSportCategoryId: games.footballMen.id,
      reason: 'Pressed twice',
    });
    expect(again.json()).toMatchObject({ message: 'Already checked in', data: { isNew: false } });
    await send('POST', `/api/staff/events/${games.event.id}/checkins`, {
      userId: guest.id,
      eventSportCategoryId: games.chessMen.id,
      reason: 'Walk-in visitor',
    });

    let counts = await summary();
    expect(counts.total).toEqual({ people: 2, records: 2, offline: 0, participants: 1, visitors: 1 });
    expect(counts.bySport).toContainEqual({ sportId: games.football.id, sportName: games.football.name, participants: 1, visitors: 0 });
    expect(counts.bySport).toContainEqual({ sportId: games.chess.id, sportName: games.chess.name, participants: 0, visitors: 1 });
    expect(counts.byVenue).toContainEqual({ venueId: games.club.id, venueName: 'Club', participants: 0, visitors: 1 });
    expect(
      counts.byCategory.find((row: { eventSportCategoryId: number }) => row.eventSportCategoryId === games.footballMen.id),
    ).toMatchObject({ participants: 1, registered: 1 });

    const tooShort = await send('POST', `/api/staff/checkins/${manual.json().data.record.id}/undo`, { reason: 'x' });
    expect(tooShort.statusCode).toBe(400);
    const undone = await send('POST', `/api/staff/checkins/${manual.json().data.record.id}/undo`, {
      reason: 'Checked in the wrong person',
    });
    expect(undone.json().data.record).toMatchObject({ undoReason: 'Checked in the wrong person', undoneAt: START });
    expect((await send('POST', `/api/staff/checkins/${manual.json().data.record.id}/undo`, { reason: 'Again please' })).statusCode).toBe(
      409,
    );
    counts = await summary();
    expect(counts.total).toEqual({ people: 1, records: 1, offline: 0, participants: 0, visitors: 1 });

    const redo = await send('POST', `/api/staff/events/${games.event.id}/checkins`, {
      userId: player.id,
      eventSportCategoryId: games.footballMen.id,
      reason: 'Right person this time',
    });
    expect(redo.json().data).toMatchObject({ isNew: true, record: { undoneAt: null, reason: 'Right person this time' } });
    expect((await summary()).total.participants).toBe(1);

    expect((await send('GET', '/api/staff/events/0/attendance')).statusCode).toBe(400);
  });

  it("a participant's own scan after a staff undo records them again (not 'already checked in')", async () => {
    const player = await createUser(db(), tenant.id, { name: 'Undo Player' });
    await registerFor(db(), player.id, games.footballVeterans.id);
    const playerToken = await signInAs(harness.app, player);
    const selfScan = () =>
      harness.app.inject({
        method: 'POST',
        url: '/api/user/checkin/verify',
        headers: { host: tenant.hostname, authorization: `Bearer ${playerToken}` },
        payload: { eventId: games.event.id, sportId: games.football.id, venue: 'Stadium' },
      });
    expect((await selfScan()).json()).toMatchObject({ alreadyCheckedIn: false });
    const [person] = (await send('GET', `/api/staff/events/${games.event.id}/people?search=Undo Player`)).json().data;
    await send('POST', `/api/staff/checkins/${person.attendance[0].id}/undo`, { reason: 'Scanned by mistake' });
    harness.clock.advanceSeconds(60);
    const again = await selfScan();
    expect(again.json()).toMatchObject({ alreadyCheckedIn: false, data: [{ attendance: { alreadyCheckedIn: false } }] });
    const [after] = (await send('GET', `/api/staff/events/${games.event.id}/people?search=Undo Player`)).json().data;
    expect(after.attendance).toEqual([expect.objectContaining({ method: 'scan', undoneAt: null, undoReason: null })]);
    harness.clock.set(START);
  });

  it('refuses a day outside the event, a category of another event, and a person of another tenant', async () => {
    const person = await createUser(db(), tenant.id);
    const stranger = await createUser(db(), other.id);
    const outside = await send('POST', `/api/staff/events/${games.event.id}/checkins`, {
      userId: person.id,
      eventSportCategoryId: games.footballMen.id,
      reason: 'Test',
      day: '2026-07-01',
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toContain('is not a day of');
    const future = await send('POST', `/api/staff/events/${games.event.id}/checkins`, {
      userId: person.id,
      eventSportCategoryId: games.footballMen.id,
      reason: 'Test',
      day: '2026-06-03',
    });
    expect(future.json().message).toContain('has not begun');
    const foreign = await send('POST', `/api/staff/events/${games.event.id}/checkins`, {
      userId: stranger.id,
      eventSportCategoryId: games.footballMen.id,
      reason: 'Test',
    });
    expect(foreign.statusCode).toBe(404);
    const noCategory = await send('POST', `/api/staff/events/${games.event.id}/checkins`, {
      userId: person.id,
      eventSportCategoryId: 999999,
      reason: 'Test',
    });
    expect(noCategory.statusCode).toBe(400);
  });

  it('checks a person in by their personal QR code; a renewed, foreign or unknown code is refused', async () => {
    const player = await createUser(db(), tenant.id, { name: 'Scan Player' });
    await registerFor(db(), player.id, games.footballMen.id, games.team.id);
    const participant = await scan(codeOf(player));
    expect(participant.statusCode).toBe(200);
    expect(participant.json()).toMatchObject({
      message: 'Attendance marked successfully',
      data: {
        userType: 'Participant',
        results: [{ isNew: true, record: { method: 'staff-scan', type: 'participant', eventSportCategoryId: games.footballMen.id } }],
      },
    });

    const visitor = await createUser(db(), tenant.id, { name: 'Scan Visitor' });
    const needsCategory = await scan(codeOf(visitor));
    expect(needsCategory.statusCode).toBe(400);
    expect(needsCategory.json()).toMatchObject({ error: 'CATEGORY_REQUIRED' });
    const asVisitor = await scan(codeOf(visitor), { eventSportCategoryId: games.footballWomen.id });
    expect(asVisitor.json().data).toMatchObject({
      userType: 'Visitor',
      results: [{ record: { type: 'visitor', eventSportCategoryId: games.footballWomen.id } }],
    });
    const wrongVenue = await scan(codeOf(visitor), { eventSportCategoryId: games.chessMen.id });
    expect(wrongVenue.json().error).toBe('CATEGORY_NOT_AVAILABLE');

    const oldCode = codeOf(visitor);
    await db().update(users).set({ personalCodeNonce: '00000000-0000-4000-8000-000000000001' }).where(eq(users.id, visitor.id));
    const revoked = await scan(oldCode, { eventSportCategoryId: games.footballWomen.id });
    expect(revoked.statusCode).toBe(400);
    expect(revoked.json()).toMatchObject({ error: 'INVALID_CODE', message: expect.stringContaining('revoked') });

    const foreigner = await createUser(db(), other.id);
    const foreign = await scan(codeOf(foreigner), { eventSportCategoryId: games.footballWomen.id });
    expect(foreign.json()).toMatchObject({ error: 'INVALID_CODE', message: expect.stringContaining('another site') });
    const forged = await scan(`PODIUM-USER.${tenant.id}.${player.id}.AAAAAAAAAAAAAAAAAAAAAA`);
    expect(forged.json().error).toBe('INVALID_CODE');
    expect((await scan('https://example.com')).json().message).toContain('not a personal QR code');
  });

  it('exports attendance and registrations as streamed CSV with a BOM, one row per record, filtered', async () => {
    const response = await send('GET', `/api/staff/events/${games.event.id}/attendance.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`${games.event.slug}-attendance.csv`);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(response.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveProperty('Recorded by');
    // Times of record in the event's zone, with its abbreviation (issue 13).
    for (const row of rows) expect(row['Recorded at']).toMatch(/^2026-06-01 \d{2}:\d{2}:\d{2} IST$/);
    expect(rows.find((row) => row.Reason === 'Walk-in visitor')).toMatchObject({
      Name: 'Gita Guest',
      Type: 'visitor',
      Method: 'manual',
      Venue: 'Club',
      'Recorded by': 'Stella Staff',
    });
    expect(rows.find((row) => row['Undo reason'] === 'Checked in the wrong person')).toBeUndefined(); // revived by the redo
    const chessOnly = parse((await send('GET', `/api/staff/events/${games.event.id}/attendance.csv?sportId=${games.chess.id}`)).body, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(chessOnly.map((row) => row.Sport)).toEqual([games.chess.name]);
    const otherDay = parse((await send('GET', `/api/staff/events/${games.event.id}/attendance.csv?day=2026-06-02`)).body, {
      bom: true,
      columns: true,
    });
    expect(otherDay).toEqual([]);

    const registrations = parse(
      (await send('GET', `/api/staff/events/${games.event.id}/registrations.csv?venueId=${games.stadium.id}`)).body,
      { bom: true, columns: true },
    ) as Record<string, string>[];
    expect(registrations.map((row) => row.Name).sort()).toEqual(['Priya Player', 'Scan Player', 'Undo Player']);
    expect(registrations.find((row) => row.Name === 'Priya Player')).toMatchObject({ Team: games.team.name, Status: 'confirmed' });
  });

  it('neutralises cells a spreadsheet would run as a formula', async () => {
    const sly = await createUser(db(), tenant.id, { name: '=HYPERLINK("http://evil")' });
    await send('POST', `/api/staff/events/${games.event.id}/checkins`, {
      userId: sly.id,
      eventSportCategoryId: games.chessMen.id,
      reason: '+1 guest',
    });
    const rows = parse((await send('GET', `/api/staff/events/${games.event.id}/attendance.csv`)).body, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(rows.find((row) => row.Reason === "'+1 guest")).toMatchObject({ Name: `'=HYPERLINK("http://evil")` });
  });

  it('neutralises cells that start with ; or a full-width ＝ ＋ － ＠ (issue 12)', async () => {
    const names = [';=cmd|"/c calc"!A1', '＝HYPERLINK("http://evil")', '＋1+1', '－1-1', '＠SUM(A1)'];
    for (const name of names) {
      const sly = await createUser(db(), tenant.id, { name });
      await send('POST', `/api/staff/events/${games.event.id}/checkins`, {
        userId: sly.id,
        eventSportCategoryId: games.chessMen.id,
        reason: name,
      });
    }
    const rows = parse((await send('GET', `/api/staff/events/${games.event.id}/attendance.csv`)).body, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    for (const name of names) expect(rows.find((row) => row.Name === `'${name}`)).toMatchObject({ Reason: `'${name}` });
  });

  it('opens on the event of today, then the coming ones soonest first, then past ones; a coming event is not today', async () => {
    const later = await createCheckInEvent(db(), tenant, { startsOn: '2026-09-01', endsOn: '2026-09-02' });
    const sooner = await createCheckInEvent(db(), tenant, { startsOn: '2026-07-01', endsOn: '2026-07-02' });
    const over = await createCheckInEvent(db(), tenant, { startsOn: '2026-01-10', endsOn: '2026-01-11' });
    const listed = (await send('GET', '/api/staff/events')).json().data as { id: number; timing: string; defaultDay: string }[];
    const ours = listed.filter((event) => [games.event.id, later.event.id, sooner.event.id, over.event.id].includes(event.id));
    expect(ours.map(({ id, timing }) => ({ id, timing }))).toEqual([
      { id: games.event.id, timing: 'today' },
      { id: sooner.event.id, timing: 'upcoming' },
      { id: later.event.id, timing: 'upcoming' },
      { id: over.event.id, timing: 'past' },
    ]);
    expect(listed[0]!.id).toBe(games.event.id);
    expect(ours[1]!.defaultDay).toBe('2026-07-01');
  });
});
