import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, createTeam } from '../../../test/event-factories';
import { pdfLines } from '../../../test/pdf-text';
import { imagesIn, withUploadedLogo } from '../../../test/branded-tenant';
import { eq } from 'drizzle-orm';
import { attendance, registrations, users } from '../../db/schema/index';
import type { MailMessage } from '../../platform/mailer/mailer';
import { mailCertificatesInBackground } from './index';

/**
 * Issue 32: medal certificates for the placed teams' members, participation certificates for the
 * others who checked in; a corrected result withdraws and reissues; the public check per tenant;
 * each certificate mailed once to a verified address.
 */
describe('certificates', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let otherTenant: Awaited<ReturnType<typeof createTenant>>;
  let made: Awaited<ReturnType<typeof createEvent>>;
  let adminToken: string;
  const mails: MailMessage[] = [];
  const people: Record<string, { id: number; token: string }> = {};
  const teamIds: Record<string, number> = {};

  beforeAll(async () => {
    harness = await createTestApp({
      overrides: { mailer: { transport: 'smtp', send: async (message) => void mails.push(message) } },
    });
    const db = harness.database.db;
    tenant = await createTenant(db);
    otherTenant = await createTenant(db);
    made = await createEvent(db, tenant);
    adminToken = await signInAs(harness.app, await createUser(db, tenant.id, { role: 'admin' }));
    // Gold: Asha and Bala; silver: Chitra; bronze shared by Dev and Esha; Farid only checked in;
    // Gita registered on a team that placed nowhere and never checked in.
    const roster: Array<[string, string | null, boolean]> = [
      ['Asha Rao', 'Gold', true],
      ['Bala Iyer', 'Gold', false],
      ['Chitra Nair', 'Silver', true],
      ['Dev Shah', 'BronzeA', false],
      ['Esha Das', 'BronzeB', false],
      ['Farid Khan', 'Fourth', true],
      ['Gita Menon', 'Fourth', false],
    ];
    for (const team of ['Gold', 'Silver', 'BronzeA', 'BronzeB', 'Fourth']) {
      teamIds[team] = (await createTeam(db, made.footballOpen.id, `${team} FC`, null)).id;
    }
    for (const [name, team, isCheckedIn] of roster) {
      const verified = name !== 'Bala Iyer';
      const user = await createUser(db, tenant.id, { name, emailVerified: verified });
      await db.insert(registrations).values({ userId: user.id, eventSportCategoryId: made.footballOpen.id, teamId: teamIds[team!] });
      if (isCheckedIn || name === 'Farid Khan') {
        await db.insert(attendance).values({
          tenantId: tenant.id,
          eventId: made.event.id,
          userId: user.id,
          eventSportCategoryId: made.footballOpen.id,
          eventDay: '2026-07-02',
          attendanceType: 'participant',
        });
      }
      people[name.split(' ')[0]!] = { id: user.id, token: await signInAs(harness.app, user) };
    }
  });
  afterAll(async () => harness.close());

  const call = (method: 'GET' | 'PUT', url: string, token?: string, body?: unknown, host = tenant.hostname) =>
    harness.app.inject({
      method,
      url,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body ? { payload: body } : {}),
    });
  const setPlacings = (placings: Array<{ team: string; place: number }>) =>
    call('PUT', `/api/admin/events/${made.event.id}/categories/${made.footballOpen.id}/placings`, adminToken, {
      placings: placings.map(({ team, place }) => ({ teamId: teamIds[team]!, place })),
    });
  const certificatesOf = async (person: string) => {
    const answer = await call('GET', '/api/customer/certificates', people[person]!.token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as Array<{ code: string; kind: string; place: number | null; holderName: string }>;
  };
  const verify = (code: string, host = tenant.hostname) => call('GET', `/api/public/certificates/${code}`, undefined, undefined, host);
  const FIRST_PLACINGS = [
    { team: 'Gold', place: 1 },
    { team: 'Silver', place: 2 },
    { team: 'BronzeA', place: 3 },
    { team: 'BronzeB', place: 3 },
  ];

  it('has none before the category is decided', async () => {
    expect(await certificatesOf('Asha')).toEqual([]);
    expect(await certificatesOf('Farid')).toEqual([]);
  });

  it('issues medal certificates to the placed (shared places share medals) and participation to the checked in', async () => {
    expect((await setPlacings(FIRST_PLACINGS)).statusCode).toBe(200);
    const [asha] = await certificatesOf('Asha');
    expect(asha).toMatchObject({ kind: 'medal', place: 1, holderName: 'Asha Rao' });
    expect(asha!.code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await certificatesOf('Bala')).toMatchObject([{ kind: 'medal', place: 1 }]);
    expect(await certificatesOf('Chitra')).toMatchObject([{ kind: 'medal', place: 2 }]);
    expect(await certificatesOf('Dev')).toMatchObject([{ kind: 'medal', place: 3 }]);
    expect(await certificatesOf('Esha')).toMatchObject([{ kind: 'medal', place: 3 }]);
    expect(await certificatesOf('Farid')).toMatchObject([{ kind: 'participation', place: null }]);
    expect(await certificatesOf('Gita')).toEqual([]);
    // Every code differs (random, not derived from the person or the category).
    const codes = await Promise.all(
      ['Asha', 'Bala', 'Chitra', 'Dev', 'Esha', 'Farid'].map(async (name) => (await certificatesOf(name))[0]!.code),
    );
    expect(new Set(codes).size).toBe(6);
  });

  it('downloads a one-page A4 landscape PDF naming the person, the medal, the sport, category and event, with the verify link', async () => {
    const [asha] = await certificatesOf('Asha');
    const answer = await call('GET', `/api/customer/certificates/${asha!.code}/pdf`, people.Asha!.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="certificate-${asha!.code}.pdf"`);
    const lines = await pdfLines(answer.rawPayload);
    expect(lines).toContain('Certificate of Achievement');
    expect(lines).toContain('Asha Rao');
    expect(lines).toContain('won the Gold medal (1st place) in');
    expect(lines.some((line) => line.startsWith('Football') && line.includes(' · Open'))).toBe(true);
    expect(lines).toContain(`at ${made.event.name}, Jul 1 – Jul 10, 2026`);
    expect(lines.some((line) => line.endsWith(`/verify/${asha!.code}`))).toBe(true);
    const document = await getDocument({ data: new Uint8Array(answer.rawPayload), isEvalSupported: false, verbosity: 0 }).promise;
    expect(document.numPages).toBe(1);
    const { width, height } = (await document.getPage(1)).getViewport({ scale: 1 });
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
    await document.destroy();

    const participation = await pdfLines(
      (await call('GET', `/api/customer/certificates/${(await certificatesOf('Farid'))[0]!.code}/pdf`, people.Farid!.token)).rawPayload,
    );
    expect(participation).toContain('Certificate of Participation');
    expect(participation).toContain('took part in');
  });

  it("draws the tenant's uploaded logo (one more image than the QR code) and its site title; the default logo draws none", async () => {
    const [chitra] = await certificatesOf('Chitra');
    const download = async () => (await call('GET', `/api/customer/certificates/${chitra!.code}/pdf`, people.Chitra!.token)).rawPayload;
    const withoutLogo = imagesIn(await download());
    expect(withoutLogo).toBeGreaterThan(0);
    await withUploadedLogo(harness, tenant.id, 'Initech Games', async () => {
      const pdf = await download();
      expect(imagesIn(pdf)).toBeGreaterThan(withoutLogo);
      expect(await pdfLines(pdf)).toContain('INITECH GAMES');
    });
  });

  it('prints a name holding line breaks on one line, adding no line of its own', async () => {
    const db = harness.database.db;
    await db.update(users).set({ name: 'Farid\nKhan\nwon the Gold medal (1st place) in' }).where(eq(users.id, people.Farid!.id));
    try {
      const [farid] = await certificatesOf('Farid');
      const lines = await pdfLines((await call('GET', `/api/customer/certificates/${farid!.code}/pdf`, people.Farid!.token)).rawPayload);
      expect(lines).toContain('Farid Khan won the Gold medal (1st place) in');
      expect(lines).not.toContain('won the Gold medal (1st place) in');
    } finally {
      await db.update(users).set({ name: 'Farid Khan' }).where(eq(users.id, people.Farid!.id));
    }
  });

  it("refuses someone else's certificate, and asks for a session", async () => {
    const [asha] = await certificatesOf('Asha');
    const asBala = await call('GET', `/api/customer/certificates/${asha!.code}/pdf`, people.Bala!.token);
    expect(asBala.statusCode).toBe(404);
    expect(asBala.json().message).toBe('You have no certificate with this code. Open My registrations to download yours.');
    expect((await call('GET', `/api/customer/certificates/${asha!.code}/pdf`)).statusCode).toBe(401);
    expect((await call('GET', '/api/customer/certificates')).statusCode).toBe(401);
  });

  it('verifies a code publicly: whose and what; unknown, malformed and foreign-tenant codes are not found', async () => {
    const [chitra] = await certificatesOf('Chitra');
    const valid = await verify(chitra!.code);
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json().data).toMatchObject({ status: 'valid', holderName: 'Chitra Nair', kind: 'medal', place: 2, withdrawnAt: null });
    expect(valid.json().data.eventName).toBe(made.event.name);

    const unknown = await verify('A'.repeat(24));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('We do not know this certificate code on this site. Check the link, or ask the organisers.');
    expect((await verify('not-a-code')).statusCode).toBe(400);
    // Tenant A's code on tenant B's host reads as unknown: sites never see each other's certificates.
    const foreign = await verify(chitra!.code, otherTenant.hostname);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(unknown.json().message);
  });

  it('withdraws the old certificate on a corrected result and reissues with a new code', async () => {
    const [goldBefore] = await certificatesOf('Asha');
    const [silverBefore] = await certificatesOf('Chitra');
    const [bronzeBefore] = await certificatesOf('Dev');
    // Gold and silver were swapped by mistake.
    const corrected = await setPlacings([
      { team: 'Silver', place: 1 },
      { team: 'Gold', place: 2 },
      { team: 'BronzeA', place: 3 },
      { team: 'BronzeB', place: 3 },
    ]);
    expect(corrected.statusCode).toBe(200);
    const [goldAfter] = await certificatesOf('Asha');
    expect(goldAfter).toMatchObject({ kind: 'medal', place: 2 });
    expect(goldAfter!.code).not.toBe(goldBefore!.code);
    expect((await certificatesOf('Chitra'))[0]).toMatchObject({ place: 1 });

    const old = await verify(goldBefore!.code);
    expect(old.json().data).toMatchObject({ status: 'withdrawn', holderName: 'Asha Rao', place: 1 });
    expect(old.json().data.withdrawnAt).not.toBeNull();
    expect((await verify(silverBefore!.code)).json().data.status).toBe('withdrawn');
    expect((await verify(goldAfter!.code)).json().data).toMatchObject({ status: 'valid', place: 2 });
    // An unchanged bronze keeps its certificate and code.
    expect((await certificatesOf('Dev'))[0]!.code).toBe(bronzeBefore!.code);
    const oldDownload = await call('GET', `/api/customer/certificates/${goldBefore!.code}/pdf`, people.Asha!.token);
    expect(oldDownload.statusCode).toBe(404);
    expect(oldDownload.json().message).toContain('withdrawn after a corrected result');

    // Placings cleared: the category is undecided again and nothing stands.
    expect((await setPlacings([])).statusCode).toBe(200);
    expect(await certificatesOf('Asha')).toEqual([]);
    expect((await verify(goldAfter!.code)).json().data.status).toBe('withdrawn');
    expect((await setPlacings(FIRST_PLACINGS)).statusCode).toBe(200);
  });

  it('mails each certificate once, to verified addresses, with its PDF, however many sends race', async () => {
    await harness.app.deps.notifier.settled();
    mails.length = 0;
    const veterans = made.footballVeterans.id;
    const db = harness.database.db;
    const team = await createTeam(db, veterans, 'Veterans XI', null);
    const holders = await Promise.all(
      [0, 1, 2].map(async (index) => {
        const user = await createUser(db, tenant.id, { name: `Veteran ${index}`, emailVerified: index < 2 });
        await db.insert(registrations).values({ userId: user.id, eventSportCategoryId: veterans, teamId: team.id });
        return user;
      }),
    );
    const placed = await call('PUT', `/api/admin/events/${made.event.id}/categories/${veterans}/placings`, adminToken, {
      placings: [{ teamId: team.id, place: 1 }],
    });
    expect(placed.statusCode).toBe(200);
    // The route's own send and ten more start at the same moment.
    for (let round = 0; round < 10; round++) mailCertificatesInBackground(harness.app.deps, veterans);
    await harness.app.deps.notifier.settled();
    const recipients = mails.map((mail) => mail.to).sort();
    expect(recipients).toEqual([holders[0]!.email, holders[1]!.email].sort());
    expect(mails[0]!.attachments?.[0]).toMatchObject({ contentType: 'application/pdf' });
    expect(mails[0]!.subject).toContain('Your certificate');

    // Saving the same result again sends nothing new.
    await call('PUT', `/api/admin/events/${made.event.id}/categories/${veterans}/placings`, adminToken, {
      placings: [{ teamId: team.id, place: 1 }],
    });
    await harness.app.deps.notifier.settled();
    expect(mails).toHaveLength(2);
  });
});
