import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../test/factories';
import { auditLog } from '../../db/schema/index';
import { createCheckInEvent, type CheckInEvent } from '../../features/check-in/check-in.test-fixtures';

describe('staff for some events or all', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let mine: CheckInEvent;
  let theirs: CheckInEvent;
  let staff: Awaited<ReturnType<typeof createUser>>;
  let visitor: Awaited<ReturnType<typeof createUser>>;
  const tokens = { staff: '', admin: '' };

  beforeAll(async () => {
    harness = await createTestApp();
    harness.clock.set('2026-06-01T10:00:00.000Z');
    const db = harness.database.db;
    tenant = await createTenant(db);
    mine = await createCheckInEvent(db, tenant);
    theirs = await createCheckInEvent(db, tenant);
    staff = await createUser(db, tenant.id, { role: 'staff' });
    visitor = await createUser(db, tenant.id);
    tokens.staff = await signInAs(harness.app, staff);
    tokens.admin = await signInAs(harness.app, await createUser(db, tenant.id, { role: 'admin' }));
  });
  afterAll(() => harness.close());

  const send = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    harness.app.inject({
      method,
      url,
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const staffEventIds = async () =>
    (await send(tokens.staff, 'GET', '/api/staff/events')).json().data.map((event: { id: number }) => event.id);

  it('lets staff with no assignments work every event', async () => {
    expect(await staffEventIds()).toEqual(expect.arrayContaining([mine.event.id, theirs.event.id]));
    expect((await send(tokens.staff, 'GET', `/api/staff/events/${theirs.event.id}/attendance`)).statusCode).toBe(200);
    const assignments = await send(tokens.admin, 'GET', `/api/admin/users/${staff.id}/events`);
    expect(assignments.json().data).toEqual({ userId: staff.id, role: 'staff', eventIds: [], allEvents: true });
  });

  it('refuses an event of another site and records the change in the audit log', async () => {
    const bad = await send(tokens.admin, 'PUT', `/api/admin/users/${staff.id}/events`, { eventIds: [999999] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('999999');
    const saved = await send(tokens.admin, 'PUT', `/api/admin/users/${staff.id}/events`, { eventIds: [mine.event.id] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ eventIds: [mine.event.id], allEvents: false });
    const [row] = await harness.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.action, 'user.staff-events-set')));
    expect(row).toMatchObject({
      entity: 'user',
      entityId: String(staff.id),
      before: { eventIds: [] },
      after: { eventIds: [mine.event.id] },
    });
  });

  it('limits assigned staff to their events on every event route and the scan', async () => {
    expect(await staffEventIds()).toEqual([mine.event.id]);
    expect((await send(tokens.staff, 'GET', `/api/staff/events/${mine.event.id}/attendance`)).statusCode).toBe(200);
    for (const path of ['attendance', 'people?search=Test', 'attendance.csv', 'registrations.csv']) {
      const refused = await send(tokens.staff, 'GET', `/api/staff/events/${theirs.event.id}/${path}`);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().message).toContain('You are not staff at this event');
    }
    const checkIn = await send(tokens.staff, 'POST', `/api/staff/events/${theirs.event.id}/checkins`, {
      userId: visitor.id,
      eventSportCategoryId: theirs.footballMen.id,
      reason: 'Lost phone',
    });
    expect(checkIn.statusCode).toBe(403);
    const scan = await send(tokens.staff, 'POST', '/api/staff/checkins/scan', {
      code: 'PODIUM-USER.1.1.aaaaaaaaaaaaaaaaaaaaaa',
      eventId: theirs.event.id,
      sportId: theirs.football.id,
      venueId: theirs.stadium.id,
    });
    expect(scan.statusCode).toBe(403);
    expect(scan.json().message).toContain('You are not staff at this event');
  });

  it('refuses undoing a record of another event, and admins still work every event', async () => {
    const adminCheckIn = await send(tokens.admin, 'POST', `/api/staff/events/${theirs.event.id}/checkins`, {
      userId: visitor.id,
      eventSportCategoryId: theirs.footballMen.id,
      reason: 'Lost phone',
    });
    expect(adminCheckIn.statusCode).toBe(200);
    const attendanceId = adminCheckIn.json().data.record.id;
    const undo = await send(tokens.staff, 'POST', `/api/staff/checkins/${attendanceId}/undo`, { reason: 'Wrong person' });
    expect(undo.statusCode).toBe(403);
  });

  it('gives an unlimited staff member every event back with an empty list', async () => {
    await send(tokens.admin, 'PUT', `/api/admin/users/${staff.id}/events`, { eventIds: [] });
    expect((await send(tokens.staff, 'GET', `/api/staff/events/${theirs.event.id}/attendance`)).statusCode).toBe(200);
  });
});
