import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TEST_SECRETS, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, createFixture, createTeam, setPersonDetails } from '../../../test/event-factories';
import { startSmtpServer } from '../../../test/local-smtp-server';
import { registrations, users } from '../../db/schema/index';
import { emailNotifierOf } from './email-notifier-of';
import { signUnsubscribeToken } from './unsubscribe-token';

describe('email: registration, withdrawal and fixture changes over a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let other: Awaited<ReturnType<typeof createTenant>>;
  let company: Awaited<ReturnType<typeof createCompany>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    harness = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Podium Games <games@podium.test>' } });
    harness.clock.set(new Date('2026-06-01T09:00:00Z'));
    tenant = await createTenant(harness.database.db);
    other = await createTenant(harness.database.db);
    company = await createCompany(harness.database.db, tenant.id, 'Mailco');
  });
  afterAll(async () => {
    await harness.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.inbox.length = 0;
  });

  const settled = () => emailNotifierOf(harness.app).settled();
  const person = async (email: string | null = `p${Math.random().toString(36).slice(2, 8)}@example.com`) => {
    const user = await createUser(harness.database.db, tenant.id, { companyId: company.id, email, emailVerified: true, name: 'Asha Rao' });
    await setPersonDetails(harness.database.db, user.id, { gender: 'female', dateOfBirth: '1990-01-01' });
    return { user, token: await signInAs(harness.app, user) };
  };
  const register = (token: string, body: object) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/customer/registrations',
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
      payload: body,
    });
  const unsubscribeLink = (decoded: string) => {
    const match = /(https?:\/\/[^\s"<>]+\/unsubscribe\?token=[\w.%-]+)/.exec(decoded);
    return match?.[1];
  };

  it('sends a confirmation with the categories, team code and an unsubscribe link; after unsubscribing, nothing more', async () => {
    const { event, footballOpen, chessOpen } = await createEvent(harness.database.db, tenant);
    const { user, token } = await person();
    const response = await register(token, {
      eventId: event.id,
      entries: [
        { eventSportCategoryId: footballOpen.id, mode: 'create-team', teamName: 'Mail Strikers' },
        { eventSportCategoryId: chessOpen.id, mode: 'individual' },
      ],
    });
    expect(response.statusCode).toBe(201);
    await settled();

    expect(smtp.inbox).toHaveLength(1);
    const [mail] = smtp.inbox;
    expect(mail!.to).toEqual([user.email]);
    expect(mail!.from).toBe('games@podium.test');
    expect(mail!.header('subject')).toBe(`You're registered: ${event.name}`);
    expect(mail!.header('to')).toBe(`Asha Rao <${user.email}>`);
    expect(mail!.raw).toContain('Content-Type: text/plain');
    expect(mail!.raw).toContain('Content-Type: text/html');
    expect(mail!.decoded).toContain('Mail Strikers');
    const joinCode = response.json().data.registrations.find((row: { team: unknown }) => row.team).team.joinCode;
    expect(mail!.decoded).toContain(joinCode);
    expect(mail!.decoded).toContain(`https://${tenant.hostname}/my-events`);
    expect(mail!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail!.header('list-unsubscribe')).toMatch(new RegExp(`^<https://${tenant.hostname}/api/email/unsubscribe\\?token=`));

    const link = unsubscribeLink(mail!.decoded);
    expect(link).toBeDefined();
    const token64 = decodeURIComponent(new URL(link!).searchParams.get('token')!);
    const unsubscribed = await harness.app.inject({
      method: 'GET',
      url: `/api/email/unsubscribe?token=${encodeURIComponent(token64)}`,
      headers: { host: tenant.hostname },
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toMatchObject({ success: true, data: { email: user.email, unsubscribed: true } });
    const [row] = await harness.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailUnsubscribedAt).toEqual(harness.clock.now());

    smtp.inbox.length = 0;
    const secondEvent = await createEvent(harness.database.db, tenant);
    const again = await register(token, {
      eventId: secondEvent.event.id,
      entries: [{ eventSportCategoryId: secondEvent.chessOpen.id, mode: 'individual' }],
    });
    expect(again.statusCode).toBe(201);
    await settled();
    expect(smtp.inbox).toHaveLength(0);
  });

  it('one-click unsubscribe (RFC 8058 form POST) and resubscribe with the same token', async () => {
    const { user } = await person();
    const token = signUnsubscribeToken(TEST_SECRETS.sessionSecret, tenant.id, user.id);
    const oneClick = await harness.app.inject({
      method: 'POST',
      url: `/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { host: tenant.hostname, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const unsubscribedAt = async () =>
      (await harness.database.db.select().from(users).where(eq(users.id, user.id)))[0]!.emailUnsubscribedAt;
    expect(await unsubscribedAt()).not.toBeNull();
    const back = await harness.app.inject({
      method: 'POST',
      url: `/api/email/resubscribe?token=${encodeURIComponent(token)}`,
      headers: { host: tenant.hostname },
    });
    expect(back.statusCode).toBe(200);
    expect(await unsubscribedAt()).toBeNull();
  });

  it('refuses a forged, cut or other-site token with a 400 a person can act on', async () => {
    const { user } = await person();
    const good = signUnsubscribeToken(TEST_SECRETS.sessionSecret, tenant.id, user.id);
    const forged = signUnsubscribeToken('another-secret-another-secret-another-secret', tenant.id, user.id);
    for (const [token, host] of [
      [forged, tenant.hostname],
      [good.slice(0, -3), tenant.hostname],
      [good, other.hostname],
      ['nonsense', tenant.hostname],
    ] as const) {
      const response = await harness.app.inject({
        method: 'GET',
        url: `/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { host },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
      expect(response.json().message).toMatch(/unsubscribe link/);
    }
    const missing = await harness.app.inject({ method: 'GET', url: '/api/email/unsubscribe', headers: { host: tenant.hostname } });
    expect(missing.statusCode).toBe(400);
  });

  it('people without an email are registered and get nothing', async () => {
    const { event, chessOpen } = await createEvent(harness.database.db, tenant);
    const { token } = await person(null);
    const response = await register(token, { eventId: event.id, entries: [{ eventSportCategoryId: chessOpen.id, mode: 'individual' }] });
    expect(response.statusCode).toBe(201);
    await settled();
    expect(smtp.inbox).toHaveLength(0);
  });

  it('sends a withdrawal confirmation once (withdrawing twice sends nothing more)', async () => {
    const { event, chessOpen } = await createEvent(harness.database.db, tenant);
    const { user, token } = await person();
    const registered = await register(token, { eventId: event.id, entries: [{ eventSportCategoryId: chessOpen.id, mode: 'individual' }] });
    const id = registered.json().data.registrations[0].id;
    await settled();
    smtp.inbox.length = 0;
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await harness.app.inject({
        method: 'DELETE',
        url: `/api/customer/registrations/${id}`,
        headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
    }
    await settled();
    expect(smtp.inbox).toHaveLength(1);
    expect(smtp.inbox[0]!.to).toEqual([user.email]);
    expect(smtp.inbox[0]!.decoded).toContain('you have withdrawn from');
    expect(smtp.inbox[0]!.decoded).toContain(`/co-register?eventId=${event.id}`);
  });

  it("emails both teams' players when an admin moves a fixture, not when only the score changes", async () => {
    const { event, venue, footballOpen } = await createEvent(harness.database.db, tenant);
    const home = await createTeam(harness.database.db, footballOpen.id, 'Home Heroes', company.id);
    const away = await createTeam(harness.database.db, footballOpen.id, 'Away Aces', company.id);
    const bystanderTeam = await createTeam(harness.database.db, footballOpen.id, 'Bench Team', company.id);
    const homePlayer = await person();
    const awayPlayer = await person();
    const withdrawnPlayer = await person();
    const bystander = await person();
    const unsubscribedPlayer = await person();
    await harness.database.db.update(users).set({ emailUnsubscribedAt: new Date() }).where(eq(users.id, unsubscribedPlayer.user.id));
    const enrol = (userId: number, teamId: number, status: 'confirmed' | 'withdrawn' = 'confirmed') =>
      harness.database.db.insert(registrations).values({ userId, eventSportCategoryId: footballOpen.id, teamId, status });
    await enrol(homePlayer.user.id, home.id);
    await enrol(awayPlayer.user.id, away.id);
    await enrol(withdrawnPlayer.user.id, home.id, 'withdrawn');
    await enrol(bystander.user.id, bystanderTeam.id);
    await enrol(unsubscribedPlayer.user.id, away.id);
    const fixture = await createFixture(harness.database.db, {
      eventSportCategoryId: footballOpen.id,
      venueId: venue.id,
      startsAt: '2026-07-02T04:30:00Z',
      homeTeamId: home.id,
      awayTeamId: away.id,
    });
    const admin = await createUser(harness.database.db, tenant.id, { role: 'admin' });
    const adminToken = await signInAs(harness.app, admin);
    const patch = (body: object) =>
      harness.app.inject({
        method: 'PATCH',
        url: `/api/admin/events/${event.id}/fixtures/${fixture.id}`,
        headers: { host: tenant.hostname, authorization: `Bearer ${adminToken}` },
        payload: body,
      });

    expect((await patch({ status: 'live', homeScore: '1', awayScore: '0' })).statusCode).toBe(200);
    await settled();
    expect(smtp.inbox).toHaveLength(0);

    expect((await patch({ startsAt: '2026-07-03T10:00:00Z' })).statusCode).toBe(200);
    await settled();
    expect(smtp.inbox.flatMap((mail) => mail.to).sort()).toEqual([homePlayer.user.email, awayPlayer.user.email].sort());
    const mail = smtp.inbox[0]!;
    expect(mail.decoded).toContain('Home Heroes vs Away Aces');
    // 10:00 UTC is 3:30 pm in the event's time zone (Asia/Kolkata).
    expect(mail.decoded).toMatch(/3:30\s?pm/i);
    expect(mail.decoded).toContain('Main Arena');
    expect(unsubscribeLink(mail.decoded)).toBeDefined();

    smtp.inbox.length = 0;
    expect((await patch({ startsAt: '2026-07-03T10:00:00Z' })).statusCode).toBe(200);
    await settled();
    expect(smtp.inbox).toHaveLength(0);
  });

  it('notifyFixtureChanged mails everyone in the category when the fixture names no teams', async () => {
    const { venue, chessOpen } = await createEvent(harness.database.db, tenant);
    const first = await person();
    const second = await person();
    for (const player of [first, second]) {
      await harness.database.db
        .insert(registrations)
        .values({ userId: player.user.id, eventSportCategoryId: chessOpen.id, status: 'confirmed' });
    }
    const fixture = await createFixture(harness.database.db, {
      eventSportCategoryId: chessOpen.id,
      venueId: venue.id,
      startsAt: '2026-07-04T05:00:00Z',
    });
    const sent = await emailNotifierOf(harness.app).sendFixtureChanged({ fixtureId: fixture.id });
    expect(sent).toBe(2);
    expect(smtp.inbox.flatMap((mail) => mail.to).sort()).toEqual([first.user.email, second.user.email].sort());
    expect(smtp.inbox[0]!.decoded).toContain(`https://${tenant.hostname}/unsubscribe?token=`);
  });
});

describe('email: a broken mail server never fails a registration', () => {
  it('registers (201) while the SMTP server refuses connections', async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    const harness = await createTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      harness.clock.set(new Date('2026-06-01T09:00:00Z'));
      const tenant = await createTenant(harness.database.db);
      const { event, chessOpen } = await createEvent(harness.database.db, tenant);
      const user = await createUser(harness.database.db, tenant.id);
      await setPersonDetails(harness.database.db, user.id, { gender: 'male', dateOfBirth: '1990-01-01' });
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/customer/registrations',
        headers: { host: tenant.hostname, authorization: `Bearer ${await signInAs(harness.app, user)}` },
        payload: { eventId: event.id, entries: [{ eventSportCategoryId: chessOpen.id, mode: 'individual' }] },
      });
      expect(response.statusCode).toBe(201);
      await emailNotifierOf(harness.app).settled();
    } finally {
      await harness.close();
    }
  });
});
