import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, createFixture, createTeam, setPersonDetails } from '../../../test/event-factories';
import { startSmtpServer, type ReceivedMail } from '../../../test/local-smtp-server';
import { registrations } from '../../db/schema/index';
import { emailNotifierOf } from './email-notifier-of';

// Unknown hosts fall back to the default tenant: the attack of docs/security.md finding 9.
const EVIL = 'evil.example';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let harness: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let companyId: number;
let adminToken: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  harness = await createTestApp({ env: { SMTP_URL: smtp.url } });
  harness.clock.set(new Date('2026-06-01T09:00:00Z'));
  tenant = await createTenant(harness.database.db, { isDefault: true, hostnames: ['games.podium.test', 'localhost'] });
  companyId = (await createCompany(harness.database.db, tenant.id, 'Origin Co')).id;
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
const person = async (emailVerified: boolean) => {
  const user = await createUser(harness.database.db, tenant.id, {
    email: `o${Math.random().toString(36).slice(2, 8)}@example.com`,
    emailVerified,
    companyId,
  });
  await setPersonDetails(harness.database.db, user.id, { gender: 'female', dateOfBirth: '1990-01-01' });
  return { user, token: await signInAs(harness.app, user) };
};
const call = (method: 'POST' | 'DELETE' | 'PATCH', url: string, token: string, payload?: object) =>
  harness.app.inject({ method, url, headers: { host: EVIL, authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
const setCanonicalOrigin = (canonicalOrigin: string | null) =>
  harness.app.inject({
    method: 'PATCH',
    url: '/api/admin/tenant-settings',
    headers: { host: 'games.podium.test', authorization: `Bearer ${adminToken}` },
    payload: { canonicalOrigin },
  });

/** Every URL anywhere in a mail (both bodies and every header, quoted-printable undone). */
const urlsIn = (mail: ReceivedMail) => [...mail.decoded.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((match) => match[0]);
const expectEveryLinkOn = (origin: string) => {
  expect(smtp.inbox.length).toBeGreaterThan(0);
  for (const mail of smtp.inbox) {
    expect(`${mail.raw}${mail.decoded}`).not.toContain(EVIL);
    const urls = urlsIn(mail);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.startsWith(`${origin}/`), url).toBe(true);
    expect(mail.header('list-unsubscribe') ?? `<${origin}/>`).toMatch(new RegExp(`^<${origin.replace(/[.]/g, '\\.')}/`));
  }
};

describe("email links are built on the tenant's canonical origin, never on the Host header", () => {
  it('registration, withdrawal, match and verification mail asked for through Host: evil.example link to the first host', async () => {
    const { event, venue, chessOpen, footballOpen } = await createEvent(harness.database.db, tenant);
    const { user, token } = await person(true);
    const registered = await call('POST', '/api/customer/registrations', token, {
      eventId: event.id,
      entries: [{ eventSportCategoryId: chessOpen.id, mode: 'individual' }],
    });
    expect(registered.statusCode).toBe(201);
    const withdrawn = await call('DELETE', `/api/customer/registrations/${registered.json().data.registrations[0].id}`, token);
    expect(withdrawn.statusCode).toBe(200);

    const home = await createTeam(harness.database.db, footballOpen.id, 'Origin Home', companyId);
    await harness.database.db.insert(registrations).values({ userId: user.id, eventSportCategoryId: footballOpen.id, teamId: home.id });
    const fixture = await createFixture(harness.database.db, {
      eventSportCategoryId: footballOpen.id,
      venueId: venue.id,
      startsAt: '2026-07-02T04:30:00Z',
      homeTeamId: home.id,
    });
    expect(
      (await call('PATCH', `/api/admin/events/${event.id}/fixtures/${fixture.id}`, adminToken, { startsAt: '2026-07-03T10:00:00Z' }))
        .statusCode,
    ).toBe(200);

    const unverified = await person(false);
    expect((await call('POST', '/api/customer/email/verification', unverified.token)).statusCode).toBe(200);
    await settled();
    expect(smtp.inbox.map((mail) => mail.to[0])).toEqual([user.email, user.email, user.email, unverified.user.email]);
    // Public hosts come before localhost: https://games.podium.test.
    expectEveryLinkOn('https://games.podium.test');
  });

  it("uses the admin's canonical origin once set (normalised), and refuses one that is not an origin", async () => {
    const saved = await setCanonicalOrigin('HTTPS://Sports.Example.com:443/');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.canonicalOrigin).toBe('https://sports.example.com');
    for (const bad of [
      'https://sports.example.com/path',
      'javascript:alert(1)',
      'https://user@sports.example.com',
      'ftp://sports.example.com',
    ]) {
      const refused = await setCanonicalOrigin(bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().message).toBeTruthy();
    }
    try {
      const { event, chessOpen } = await createEvent(harness.database.db, tenant);
      const { token } = await person(true);
      const registered = await call('POST', '/api/customer/registrations', token, {
        eventId: event.id,
        entries: [{ eventSportCategoryId: chessOpen.id, mode: 'individual' }],
      });
      expect(registered.statusCode).toBe(201);
      await settled();
      expectEveryLinkOn('https://sports.example.com');
    } finally {
      expect((await setCanonicalOrigin(null)).statusCode).toBe(200);
    }
  });
});

describe('event mail goes to verified addresses only', () => {
  it('sends no registration mail to an unverified address, and does once it is verified', async () => {
    const { user, token } = await person(false);
    const register = async () => {
      const { event, chessOpen } = await createEvent(harness.database.db, tenant);
      return call('POST', '/api/customer/registrations', token, {
        eventId: event.id,
        entries: [{ eventSportCategoryId: chessOpen.id, mode: 'individual' }],
      });
    };
    expect((await register()).statusCode).toBe(201);
    await settled();
    expect(smtp.inbox).toEqual([]);

    expect((await call('POST', '/api/customer/email/verification', token)).statusCode).toBe(200);
    const link = /\/verify-email\?token=([\w%-]+)/.exec(smtp.inbox[0]!.decoded)![1]!;
    const verified = await harness.app.inject({
      method: 'POST',
      url: '/api/customer/email/verify',
      headers: { host: 'games.podium.test' },
      payload: { token: decodeURIComponent(link) },
    });
    expect(verified.statusCode).toBe(200);
    smtp.inbox.length = 0;
    expect((await register()).statusCode).toBe(201);
    await settled();
    expect(smtp.inbox.map((mail) => mail.to[0])).toEqual([user.email]);
  });
});
