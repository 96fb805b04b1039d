import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startSmtpServer } from '../../../test/local-smtp-server';
import { createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, createFixture, createTeam } from '../../../test/event-factories';
import { attendance, auditLog, eventSportCategories, fixtures, registrations, staffEventAssignments } from '../../db/schema/index';

/** Issue 16: 'Award walkover?' once a match is past its start plus the event's grace with a side short of players. */
describe('walkover prompts from attendance', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let made: Awaited<ReturnType<typeof createEvent>>;
  let staffToken: string;
  let fixtureId: number;
  let homeTeamId: number;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const START = new Date('2026-07-02T10:00:00.000Z');

  beforeAll(async () => {
    smtp = await startSmtpServer();
    harness = await createTestApp({ env: { SMTP_URL: smtp.url } });
    // Sessions start at the test clock's time: before the match, then the clock moves on.
    harness.clock.set(new Date(START.getTime() - 3_600_000).toISOString());
    const db = harness.database.db;
    tenant = await createTenant(db);
    made = await createEvent(db, tenant);
    // Football here needs two players a side.
    await db.update(eventSportCategories).set({ teamSizeMin: 2 }).where(eq(eventSportCategories.id, made.footballOpen.id));
    const homeTeam = await createTeam(db, made.footballOpen.id, 'Early Birds', null);
    const awayTeam = await createTeam(db, made.footballOpen.id, 'Late Comers', null);
    const checkIn = async (teamId: number, checkedIn: boolean) => {
      const player = await createUser(db, tenant.id, {
        email: `p${Math.random().toString(36).slice(2, 9)}@example.com`,
        emailVerified: true,
      });
      await db.insert(registrations).values({ userId: player.id, eventSportCategoryId: made.footballOpen.id, teamId });
      if (checkedIn) {
        await db.insert(attendance).values({
          tenantId: tenant.id,
          eventId: made.event.id,
          userId: player.id,
          eventSportCategoryId: made.footballOpen.id,
          eventDay: '2026-07-02',
          attendanceType: 'participant',
        });
      }
    };
    await checkIn(homeTeam.id, true);
    await checkIn(homeTeam.id, true);
    await checkIn(awayTeam.id, true);
    await checkIn(awayTeam.id, false);
    const fixture = await createFixture(db, {
      eventSportCategoryId: made.footballOpen.id,
      venueId: made.venue.id,
      homeTeamId: homeTeam.id,
      awayTeamId: awayTeam.id,
      startsAt: START.toISOString(),
    });
    fixtureId = fixture.id;
    homeTeamId = homeTeam.id;
    staffToken = await signInAs(harness.app, await createUser(db, tenant.id, { role: 'staff' }));
  });
  afterAll(async () => {
    await harness.close();
    await smtp.close();
  });

  const walkovers = (token = staffToken) =>
    harness.app.inject({
      method: 'GET',
      url: `/api/staff/events/${made.event.id}/walkovers`,
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
    });

  it('waits for the grace period, then names the short side and suggests the other; one tap awards it, audited', async () => {
    harness.clock.set(new Date(START.getTime() + 10 * 60_000).toISOString());
    const early = await walkovers();
    expect(early.json(), early.body).toMatchObject({ data: [] });

    harness.clock.set(new Date(START.getTime() + 16 * 60_000).toISOString());
    const listed = await walkovers();
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        fixtureId,
        home: expect.objectContaining({ name: 'Early Birds', checkedIn: 2, required: 2 }),
        away: expect.objectContaining({ name: 'Late Comers', checkedIn: 1, required: 2 }),
        suggestedWinner: 'home',
      }),
    ]);

    const awarded = await harness.app.inject({
      method: 'PUT',
      url: `/api/staff/fixtures/${fixtureId}/score`,
      headers: { host: tenant.hostname, authorization: `Bearer ${staffToken}` },
      payload: { status: 'finished', home: 0, away: 0, decidedBy: 'walkover', winner: 'home' },
    });
    expect(awarded.statusCode).toBe(200);
    const [row] = await harness.database.db.select().from(fixtures).where(eq(fixtures.id, fixtureId));
    expect(row).toMatchObject({ status: 'finished', decidedBy: 'walkover', winnerTeamId: row!.homeTeamId });
    const audited = await harness.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(fixtureId)));
    expect(audited.length).toBeGreaterThan(0);
    expect((await walkovers()).json().data).toEqual([]);
  });

  it('tells the side that is there that its opponent has not checked in, by email', async () => {
    const tell = (body: object) =>
      harness.app.inject({
        method: 'POST',
        url: `/api/staff/fixtures/${fixtureId}/opponent-missing`,
        headers: { host: tenant.hostname, authorization: `Bearer ${staffToken}` },
        payload: body,
      });
    smtp.inbox.length = 0;
    const told = await tell({ teamId: homeTeamId });
    expect(told.statusCode).toBe(200);
    expect(told.json().data).toEqual({ sent: 2 });
    expect(smtp.inbox).toHaveLength(2);
    expect(smtp.inbox[0]!.header('subject')).toBe('Late Comers has not checked in yet');
    expect(smtp.inbox[0]!.decoded).toContain('the staff may award you a walkover');
    // Once per side and match in ten minutes: 200 taps at once send nothing more.
    const again = await Promise.all(Array.from({ length: 200 }, () => tell({ teamId: homeTeamId })));
    expect(again.every((answer) => answer.statusCode === 429)).toBe(true);
    expect(again[0]!.json().message).toContain('already told');
    expect(smtp.inbox).toHaveLength(2);
    expect((await tell({ teamId: 999_999 })).statusCode).toBe(400);
    const member = await signInAs(harness.app, await createUser(harness.database.db, tenant.id));
    const refused = await harness.app.inject({
      method: 'POST',
      url: `/api/staff/fixtures/${fixtureId}/opponent-missing`,
      headers: { host: tenant.hostname, authorization: `Bearer ${member}` },
      payload: { teamId: homeTeamId },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("takes the event's grace period from the admin, within bounds", async () => {
    const admin = await signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'admin' }));
    const patch = (walkoverGraceMinutes: number) =>
      harness.app.inject({
        method: 'PATCH',
        url: `/api/admin/events/${made.event.id}`,
        headers: { host: tenant.hostname, authorization: `Bearer ${admin}` },
        payload: { walkoverGraceMinutes },
      });
    expect((await patch(30)).json().data.walkoverGraceMinutes).toBe(30);
    const refused = await patch(-5);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('walkoverGraceMinutes cannot be negative');
  });

  it('is for staff of the event only', async () => {
    const member = await signInAs(harness.app, await createUser(harness.database.db, tenant.id));
    expect((await walkovers(member)).statusCode).toBe(403);
    const other = await createEvent(harness.database.db, tenant);
    const elsewhere = await createUser(harness.database.db, tenant.id, { role: 'staff' });
    await harness.database.db.insert(staffEventAssignments).values({ userId: elsewhere.id, eventId: other.event.id });
    expect((await walkovers(await signInAs(harness.app, elsewhere))).statusCode).toBe(403);
  });
});
