import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attendance, events, scanLog, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../test/factories';
import { countAttendance, createCheckInEvent, registerFor, type CheckInEvent } from './check-in.test-fixtures';
import { codeStepAt, signCode } from './rotating-code';

// 15:30 in Kolkata on an event day; check-in is open 08:00-20:00 there.
const START = '2026-06-01T10:00:00.000Z';
const MINUTE_MS = 60_000;

describe('offline check-in: scans queued on the device and sent later (issue 13)', () => {
  let harness: TestApp;
  let games: CheckInEvent;
  let tenant: Awaited<ReturnType<typeof createTenant>>;

  beforeAll(async () => {
    harness = await createTestApp();
    tenant = await createTenant(harness.database.db);
    games = await createCheckInEvent(harness.database.db, tenant);
  });
  afterAll(() => harness.close());

  const db = () => harness.database.db;
  const verify = (token: string, body: object) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/user/checkin/verify',
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
      payload: body,
    });
  const participant = async () => {
    const user = await createUser(db(), tenant.id, { name: 'Priya Player' });
    await registerFor(db(), user.id, games.footballMen.id, games.team.id);
    return { user, token: await signInAs(harness.app, user) };
  };
  /** A genuine kiosk code shown at `at`, as the phone read it. */
  const kioskCodeAt = (at: string | Date, secret = games.event.codeSecret) => {
    const step = codeStepAt(new Date(at));
    const fields = { eventId: games.event.id, sportId: games.football.id, venue: 'Stadium', direction: 'in' as const };
    return {
      eventId: games.event.id,
      sportId: games.football.id,
      venue: 'Stadium',
      codeStep: step,
      codeSignature: signCode(secret, fields, step),
    };
  };
  const setOffline = (values: { offlineScansAccepted?: boolean; offlineAllowanceMinutes?: number }) =>
    db().update(events).set(values).where(eq(events.id, games.event.id));
  const later = (minutes: number) => new Date(new Date(START).getTime() + minutes * MINUTE_MS);

  it('accepts an expired rotating code queued offline within the allowance, marks it offline and logs the three times', async () => {
    await setOffline({ offlineScansAccepted: true, offlineAllowanceMinutes: 120 });
    const { user, token } = await participant();
    harness.clock.set(later(90)); // sent 90 minutes after the code was shown
    const scannedAt = new Date(START).toISOString();
    const online = await verify(token, kioskCodeAt(START));
    expect(online.json()).toMatchObject({ error: 'CODE_EXPIRED' });

    const scanId = randomUUID();
    const queued = await verify(token, { ...kioskCodeAt(START), scanId, offline: true, scannedAt });
    expect(queued.statusCode).toBe(200);
    expect(queued.json()).toMatchObject({ success: true, userType: 'Participant', alreadyCheckedIn: false });
    const [record] = await db().select().from(attendance).where(eq(attendance.userId, user.id));
    expect(record).toMatchObject({ isOffline: true, eventDay: '2026-06-01' });
    const [logged] = await db().select().from(scanLog).where(eq(scanLog.scanId, scanId));
    expect(logged).toMatchObject({ outcome: 'recorded', isOffline: true });
    expect(logged!.codeAt?.toISOString()).toBe(new Date(codeStepAt(new Date(START)) * 30_000).toISOString());
    expect(logged!.deviceScannedAt?.toISOString()).toBe(scannedAt);
    expect(logged!.at.toISOString()).toBe(later(90).toISOString());

    // The first request did reach the server: the retry of the queue records nothing more.
    const retried = await verify(token, { ...kioskCodeAt(START), scanId, offline: true, scannedAt });
    expect(retried.json()).toEqual(queued.json());
    expect(await countAttendance(db(), user.id)).toBe(1);
  });

  it('refuses a queued rotating code older than the allowance, whatever time the device claims', async () => {
    await setOffline({ offlineScansAccepted: true, offlineAllowanceMinutes: 120 });
    const { user, token } = await participant();
    harness.clock.set(later(121));
    const lying = { offline: true, scannedAt: later(120).toISOString(), scanId: randomUUID() };
    const response = await verify(token, { ...kioskCodeAt(START), ...lying });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'CODE_EXPIRED' });
    expect(await countAttendance(db(), user.id)).toBe(0);
  });

  it('still refuses a forged or edited code sent as offline', async () => {
    await setOffline({ offlineScansAccepted: true, offlineAllowanceMinutes: 120 });
    const { user, token } = await participant();
    harness.clock.set(later(30));
    const forged = await verify(token, { ...kioskCodeAt(START, 'another-secret'), offline: true });
    expect(forged.json()).toMatchObject({ error: 'INVALID_CODE' });
    const edited = await verify(token, { ...kioskCodeAt(START), venue: 'Club', offline: true });
    expect(edited.json()).toMatchObject({ error: 'INVALID_CODE' });
    // A step claimed in the future is no code of the kiosk either.
    const future = await verify(token, { ...kioskCodeAt(later(60)), offline: true });
    expect(future.json()).toMatchObject({ error: 'INVALID_CODE' });
    expect(await countAttendance(db(), user.id)).toBe(0);
  });

  it('refuses every late rotating code when the event turns offline scans off, and follows a shorter allowance', async () => {
    const { user, token } = await participant();
    harness.clock.set(later(10));
    await setOffline({ offlineScansAccepted: false, offlineAllowanceMinutes: 120 });
    expect((await verify(token, { ...kioskCodeAt(START), offline: true })).json()).toMatchObject({ error: 'CODE_EXPIRED' });
    await setOffline({ offlineScansAccepted: true, offlineAllowanceMinutes: 5 });
    expect((await verify(token, { ...kioskCodeAt(START), offline: true })).json()).toMatchObject({ error: 'CODE_EXPIRED' });
    expect(await countAttendance(db(), user.id)).toBe(0);
    await setOffline({ offlineScansAccepted: true, offlineAllowanceMinutes: 15 });
    expect((await verify(token, { ...kioskCodeAt(START), offline: true })).statusCode).toBe(200);
    expect(await countAttendance(db(), user.id)).toBe(1);
  });

  it('judges the check-in window at the signed code time: a scan before closing sent after closing counts', async () => {
    await setOffline({ offlineScansAccepted: true, offlineAllowanceMinutes: 120 });
    const { user, token } = await participant();
    const beforeClosing = '2026-06-01T14:25:00.000Z'; // 19:55 in Kolkata, closing at 20:00
    harness.clock.set('2026-06-01T15:00:00.000Z'); // 20:30 there
    const response = await verify(token, { ...kioskCodeAt(beforeClosing), offline: true, scannedAt: beforeClosing });
    expect(response.statusCode).toBe(200);
    expect(await countAttendance(db(), user.id)).toBe(1);
  });

  it('accepts a static code queued offline within the check-in window only (the device time is not trusted)', async () => {
    await setOffline({ offlineScansAccepted: true, offlineAllowanceMinutes: 120 });
    const plain = { eventId: games.event.id, sportId: games.football.id, venue: 'Stadium' };
    const late = await participant();
    harness.clock.set('2026-06-01T15:00:00.000Z'); // 20:30 in Kolkata: closed
    const closed = await verify(late.token, { ...plain, offline: true, scannedAt: '2026-06-01T14:00:00.000Z' });
    expect(closed.json()).toMatchObject({ error: 'CHECKIN_CLOSED' });
    expect(await countAttendance(db(), late.user.id)).toBe(0);

    const onTime = await participant();
    harness.clock.set(later(60));
    const open = await verify(onTime.token, { ...plain, offline: true, scannedAt: START, scanId: randomUUID() });
    expect(open.statusCode).toBe(200);
    const [record] = await db().select().from(attendance).where(eq(attendance.userId, onTime.user.id));
    expect(record?.isOffline).toBe(true);
  });

  it('shows staff which check-ins were synced offline: person records, live counts and the CSV', async () => {
    await setOffline({ offlineScansAccepted: true, offlineAllowanceMinutes: 120 });
    const staff = await createUser(db(), tenant.id, { role: 'staff', name: 'Stella Staff' });
    const staffToken = await signInAs(harness.app, staff);
    const get = (url: string) =>
      harness.app.inject({ method: 'GET', url, headers: { host: tenant.hostname, authorization: `Bearer ${staffToken}` } });
    const offlineCount = async () => (await get(`/api/staff/events/${games.event.id}/attendance?day=2026-06-01`)).json().data.total.offline;
    const offlineBefore = await offlineCount();

    harness.clock.set(START);
    const online = await participant();
    await db().update(users).set({ name: 'Olga Online' }).where(eq(users.id, online.user.id));
    await verify(online.token, kioskCodeAt(START));
    const queued = await participant();
    await db().update(users).set({ name: 'Quentin Queued' }).where(eq(users.id, queued.user.id));
    harness.clock.set(later(45));
    expect((await verify(queued.token, { ...kioskCodeAt(START), offline: true, scannedAt: START })).statusCode).toBe(200);

    const [person] = (await get(`/api/staff/events/${games.event.id}/people?search=Quentin`)).json().data;
    expect(person.attendance).toEqual([expect.objectContaining({ isOffline: true, method: 'scan' })]);
    expect(await offlineCount()).toBe(offlineBefore + 1);
    const csv = (await get(`/api/staff/events/${games.event.id}/attendance.csv`)).body;
    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.find((row) => row.Name === 'Quentin Queued')).toMatchObject({ Offline: 'offline' });
    expect(rows.find((row) => row.Name === 'Olga Online')).toMatchObject({ Offline: '' });
  });

  it('answers 400 naming the field for a bad device time or offline flag', async () => {
    harness.clock.set(START);
    const { token } = await participant();
    const plain = { eventId: games.event.id, sportId: games.football.id, venue: 'Stadium' };
    const badTime = await verify(token, { ...plain, offline: true, scannedAt: 'yesterday' });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().message).toMatch(/^scannedAt: scannedAt must be an ISO 8601 time/);
    const badFlag = await verify(token, { ...plain, offline: 'yes' });
    expect(badFlag.json()).toMatchObject({ error: 'VALIDATION_FAILED', message: 'offline: offline must be true or false' });
  });
});
