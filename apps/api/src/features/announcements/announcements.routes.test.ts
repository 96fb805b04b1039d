import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent } from '../../../test/event-factories';
import { startSmtpServer } from '../../../test/local-smtp-server';
import { auditLog, registrations, staffEventAssignments } from '../../db/schema/index';
import { emailNotifierOf } from '../email';

describe('announcements by email (issue 33, section 3)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let other: Awaited<ReturnType<typeof createTenant>>;
  let adminToken: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    harness = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Podium Games <games@podium.test>' } });
    tenant = await createTenant(harness.database.db);
    other = await createTenant(harness.database.db);
    adminToken = await signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'admin' }));
  });
  afterAll(async () => {
    await harness.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.inbox.length = 0;
  });

  const settled = () => emailNotifierOf(harness.app).settled();
  const announce = (eventId: number, payload: object, token = adminToken, host = tenant.hostname) =>
    harness.app.inject({
      method: 'POST',
      url: `/api/staff/events/${eventId}/announcements`,
      headers: { host, authorization: `Bearer ${token}` },
      payload,
    });
  const mailbox = () => smtp.inbox.flatMap((mail) => mail.to).sort();

  /** An event with a football player, a chess player (verified), an unverified player and a withdrawn one. */
  async function eventWithPeople() {
    const db = harness.database.db;
    const setup = await createEvent(db, tenant);
    const person = async (email: string, verified = true) =>
      createUser(db, tenant.id, { email: `${email}.${setup.event.id}@example.com`, emailVerified: verified, name: email });
    const footballer = await person('footballer');
    const chessPlayer = await person('chess');
    const unverified = await person('unverified', false);
    const withdrawn = await person('withdrawn');
    await db.insert(registrations).values([
      { userId: footballer.id, eventSportCategoryId: setup.footballOpen.id },
      { userId: chessPlayer.id, eventSportCategoryId: setup.chessOpen.id },
      { userId: unverified.id, eventSportCategoryId: setup.chessOpen.id },
      { userId: withdrawn.id, eventSportCategoryId: setup.chessOpen.id, status: 'withdrawn' },
    ]);
    return { ...setup, footballer, chessPlayer };
  }

  it('mails everyone registered in the event with a verified address, once each, and audits it', async () => {
    const { event, footballer, chessPlayer } = await eventWithPeople();
    const response = await announce(event.id, {
      audience: 'event',
      title: 'Football moved to Ground B',
      body: 'Rain on Ground A.\n\nSee the map: https://maps.example.com/ground-b',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ audience: 'event', isPinned: false });
    await settled();
    expect(mailbox()).toEqual([footballer.email, chessPlayer.email].sort());
    const mail = smtp.inbox[0]!;
    expect(mail.header('subject')).toBe(`${event.name}: Football moved to Ground B`);
    expect(mail.decoded).toContain('https://maps.example.com/ground-b');
    const listed = await harness.app.inject({
      method: 'GET',
      url: `/api/staff/events/${event.id}/announcements`,
      headers: { host: tenant.hostname, authorization: `Bearer ${adminToken}` },
    });
    expect(listed.json().data[0]).toMatchObject({ title: 'Football moved to Ground B', emailedCount: 2 });
    const audit = await harness.database.db.select().from(auditLog).where(eq(auditLog.action, 'announcement.sent'));
    expect(audit.some((row) => row.entityId === String(event.id))).toBe(true);
  });

  it('reaches only a sport, a category, or the staff of the event', async () => {
    const { event, footballOpen, chessOpen, footballer, chessPlayer } = await eventWithPeople();
    const sportId = footballOpen.sportId;
    expect((await announce(event.id, { audience: 'sport', sportId, title: 'Football kits', body: 'Bring both kits.' })).statusCode).toBe(
      201,
    );
    await settled();
    expect(mailbox()).toEqual([footballer.email]);

    smtp.inbox.length = 0;
    const toCategory = { audience: 'category', eventSportCategoryId: chessOpen.id, title: 'Chess clocks', body: 'Clocks start at 10.' };
    expect((await announce(event.id, toCategory)).statusCode).toBe(201);
    await settled();
    expect(mailbox()).toEqual([chessPlayer.email]);

    smtp.inbox.length = 0;
    const db = harness.database.db;
    const here = await createUser(db, tenant.id, { role: 'staff', email: `here.${event.id}@example.com`, emailVerified: true });
    const elsewhere = await createUser(db, tenant.id, { role: 'staff', email: `elsewhere.${event.id}@example.com`, emailVerified: true });
    const { event: otherEvent } = await createEvent(db, tenant);
    await db.insert(staffEventAssignments).values([
      { userId: here.id, eventId: event.id },
      { userId: elsewhere.id, eventId: otherEvent.id },
    ]);
    expect((await announce(event.id, { audience: 'staff', title: 'Briefing', body: 'Briefing at 8 in the pavilion.' })).statusCode).toBe(
      201,
    );
    await settled();
    expect(mailbox()).toContain(here.email);
    expect(mailbox()).not.toContain(elsewhere.email);
    expect(mailbox()).not.toContain(footballer.email);
  });

  it('shows a pinned announcement on the public event site, never a staff-only one', async () => {
    const { event } = await eventWithPeople();
    expect((await announce(event.id, { audience: 'event', title: 'Parking closed', body: 'Use gate 3.', isPinned: true })).statusCode).toBe(
      201,
    );
    const staffPin = await announce(event.id, { audience: 'staff', title: 'Keys', body: 'Keys at desk.', isPinned: true });
    expect(staffPin.statusCode).toBe(400);
    expect(staffPin.json().message).toContain('cannot be pinned');
    const pinned = await harness.app.inject({
      method: 'GET',
      url: `/api/public/events/${event.id}/announcements`,
      headers: { host: tenant.hostname },
    });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json().data.map((row: { title: string }) => row.title)).toEqual(['Parking closed']);
    await settled();
  });

  it('corrects and unpins an announcement without sending it again, audited; refuses what it cannot do', async () => {
    const { event } = await eventWithPeople();
    const created = await announce(event.id, { audience: 'event', title: 'Football on Ground A', body: 'Kick-off 9:00.', isPinned: true });
    const id = created.json().data.id;
    await settled();
    const mailsBefore = smtp.inbox.length;
    const edit = (payload: object, eventId = event.id, announcementId = id, token = adminToken, host = tenant.hostname) =>
      harness.app.inject({
        method: 'PATCH',
        url: `/api/staff/events/${eventId}/announcements/${announcementId}`,
        headers: { host, authorization: `Bearer ${token}` },
        payload,
      });
    const pinnedTitles = async () =>
      (await harness.app.inject({ method: 'GET', url: `/api/public/events/${event.id}/announcements`, headers: { host: tenant.hostname } }))
        .json()
        .data.map((row: { title: string; body: string }) => `${row.title}: ${row.body}`);

    const corrected = await edit({ title: 'Football moved to Ground B', body: 'Rain: kick-off 9:30 on Ground B.' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data).toMatchObject({ title: 'Football moved to Ground B', isPinned: true });
    expect(await pinnedTitles()).toEqual(['Football moved to Ground B: Rain: kick-off 9:30 on Ground B.']);
    const unpinned = await edit({ isPinned: false });
    expect(unpinned.json()).toMatchObject({ message: 'Unpinned from the event site.', data: { isPinned: false } });
    expect(await pinnedTitles()).toEqual([]);
    await settled();
    expect(smtp.inbox.length).toBe(mailsBefore);
    const [audit] = await harness.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.action, 'announcement.edited')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ before: { announcementId: id, isPinned: true }, after: { announcementId: id, isPinned: false } });

    // Nothing to change, an unknown option, a staff-only pin, another event's or site's announcement.
    expect((await edit({})).statusCode).toBe(400);
    expect((await edit({ isPinned: true, html: '<b>x</b>' })).statusCode).toBe(400);
    expect((await edit({ title: 'x' })).json().message).toMatch(/at least 3 characters/);
    const staffOnly = (await announce(event.id, { audience: 'staff', title: 'Keys', body: 'At the desk.' })).json().data.id;
    const staffPin = await edit({ isPinned: true }, event.id, staffOnly);
    expect(staffPin.statusCode).toBe(400);
    expect(staffPin.json().message).toContain('cannot be pinned');
    const { event: otherEvent } = await createEvent(harness.database.db, tenant);
    expect((await edit({ isPinned: true }, otherEvent.id)).statusCode).toBe(404);
    const outsider = await signInAs(harness.app, await createUser(harness.database.db, other.id, { role: 'admin' }));
    expect((await edit({ isPinned: true }, event.id, id, outsider, other.hostname)).statusCode).toBe(404);
    const member = await signInAs(harness.app, await createUser(harness.database.db, tenant.id));
    expect((await edit({ isPinned: true }, event.id, id, member)).statusCode).toBe(403);
    await settled();
  });

  it('refuses members, another site, a sport not at the event, unknown options and a sixth announcement in an hour', async () => {
    const { event, footballOpen } = await eventWithPeople();
    const member = await signInAs(harness.app, await createUser(harness.database.db, tenant.id));
    expect((await announce(event.id, { audience: 'event', title: 'Hello', body: 'Hi.' }, member)).statusCode).toBe(403);
    const outsider = await signInAs(harness.app, await createUser(harness.database.db, other.id, { role: 'admin' }));
    expect((await announce(event.id, { audience: 'event', title: 'Hello', body: 'Hi.' }, outsider, other.hostname)).statusCode).toBe(404);
    const { event: otherEvent } = await createEvent(harness.database.db, tenant);
    const wrongSport = await announce(otherEvent.id, {
      audience: 'category',
      eventSportCategoryId: footballOpen.id,
      title: 'Hello',
      body: 'Hi.',
    });
    expect(wrongSport.statusCode).toBe(404);
    const unknownOption = await announce(event.id, { audience: 'event', title: 'Hello', body: 'Hi.', html: '<b>x</b>' });
    expect(unknownOption.statusCode).toBe(400);
    const missingSport = await announce(event.id, { audience: 'sport', title: 'Hello', body: 'Hi.' });
    expect(missingSport.statusCode).toBe(400);
    expect(missingSport.json().message).toContain('Choose the sport');

    for (let count = 1; count <= 5; count++) {
      expect((await announce(event.id, { audience: 'staff', title: `Update ${count}`, body: 'Hi.' })).statusCode).toBe(201);
    }
    const sixth = await announce(event.id, { audience: 'staff', title: 'Update 6', body: 'Hi.' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    await settled();
  });
});
