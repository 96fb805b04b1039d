import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attendance, scanLog, sessions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../test/factories';
import { countAttendance, createCheckInEvent, registerFor, type CheckInEvent } from './check-in.test-fixtures';
import { codeStepAt, signCode } from './rotating-code';

const START = '2026-06-01T10:00:00.000Z'; // 15:30 in Kolkata, an event day

describe('POST /api/user/checkin/verify', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let other: Awaited<ReturnType<typeof createTenant>>;
  let games: CheckInEvent;

  beforeAll(async () => {
    harness = await createTestApp();
    tenant = await createTenant(harness.database.db);
    other = await createTenant(harness.database.db);
    games = await createCheckInEvent(harness.database.db, tenant);
  });
  afterAll(() => harness.close());

  const db = () => harness.database.db;
  const verify = (token: string | undefined, body: object, host = tenant.hostname) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/user/checkin/verify',
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body,
    });
  const code = (overrides: object = {}) => ({ eventId: games.event.id, sportId: games.football.id, venue: 'Stadium', ...overrides });
  const newPerson = async (values: { name?: string } = {}) => {
    const user = await createUser(db(), tenant.id, values);
    return { user, token: await signInAs(harness.app, user) };
  };
  const newParticipant = async () => {
    const person = await newPerson({ name: 'Priya Player' });
    await registerFor(db(), person.user.id, games.footballMen.id, games.team.id);
    return person;
  };

  it('needs a session', async () => {
    harness.clock.set(START);
    const response = await verify(undefined, code());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: 'Session expired. Please login again.', error: 'UNAUTHENTICATED' });
    expect((await verify('not-a-token', code())).statusCode).toBe(401);
  });

  it('refuses a revoked or expired session with 401 and records nothing', async () => {
    harness.clock.set(START);
    const revoked = await newParticipant();
    await harness.app.deps.sessions.endAllSessions(revoked.user.id);
    const expired = await newParticipant();
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(START) })
      .where(eq(sessions.userId, expired.user.id));
    for (const person of [revoked, expired]) {
      const response = await verify(person.token, code());
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, message: 'Session expired. Please login again.', error: 'UNAUTHENTICATED' });
      expect(await countAttendance(db(), person.user.id)).toBe(0);
    }
  });

  it('checks a registered participant in, with team and user card', async () => {
    harness.clock.set(START);
    const { user, token } = await newParticipant();
    const response = await verify(token, code());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Attendance marked successfully',
      userType: 'Participant',
      alreadyCheckedIn: false,
      user: { name: 'Priya Player', phone: user.phone, email: user.email },
    });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      eventSportCategoryId: games.footballMen.id,
      event: { eventName: games.event.name, venue: 'Stadium', sport: { name: games.football.name } },
      attendance: { timestamp: START, type: 'participant', direction: 'check-in', alreadyCheckedIn: false, previousCheckInTime: null },
      team: { teamName: games.team.name, teamId: games.team.id },
    });
    expect(await countAttendance(db(), user.id)).toBe(1);
  });

  it('says already checked in with the first time and place, and records nothing new', async () => {
    harness.clock.set(START);
    const { user, token } = await newParticipant();
    await verify(token, code());
    harness.clock.advanceSeconds(3600);
    const body = (await verify(token, code({ venue: ' stadium ' }))).json();
    expect(body).toMatchObject({ success: true, alreadyCheckedIn: true, previousCheckInTime: START });
    const category = body.data[0].event.sportCategory.name;
    expect(body.message).toBe(
      `You are already checked in for ${games.football.name} (${category}) at Stadium since Jun 1, 2026, 03:30:00 PM IST.`,
    );
    expect(body.data[0].attendance).toMatchObject({ timestamp: START, alreadyCheckedIn: true, previousCheckInTime: START });
    expect(await countAttendance(db(), user.id)).toBe(1);
  });

  it('offers a visitor the categories first and records nothing, then records each chosen one', async () => {
    harness.clock.set(START);
    const { user, token } = await newPerson();
    const first = (await verify(token, code())).json();
    expect(first).toMatchObject({ success: true, userType: 'Visitor', data: [] });
    expect(first.availableCategories.map((category: { eventSportCategoryId: number }) => category.eventSportCategoryId)).toEqual([
      games.footballMen.id,
      games.footballWomen.id,
      games.footballVeterans.id,
    ]);
    expect(first.availableCategories[0]).toMatchObject({ sportName: games.football.name, venue: 'Stadium' });
    expect(await countAttendance(db(), user.id)).toBe(0);

    const second = (
      await verify(token, code({ isVisitor: true, eventSportCategoryIds: [games.footballMen.id, games.footballWomen.id] }))
    ).json();
    expect(second).toMatchObject({ success: true, userType: 'Visitor', message: 'Visitor attendance marked for 2 categories' });
    expect(second.data.map((item: { attendance: { type: string } }) => item.attendance.type)).toEqual(['visitor', 'visitor']);
    expect(await countAttendance(db(), user.id)).toBe(2);

    const single = await verify(token, code({ venue: 'visitor', isVisitor: true, eventSportCategoryId: games.footballVeterans.id }));
    expect(single.json()).toMatchObject({ success: true, data: [{ event: { venue: 'Stadium' }, attendance: { type: 'visitor' } }] });
    expect(await countAttendance(db(), user.id)).toBe(3);
  });

  it("names the event's time zone, and shows a returning visitor the categories already checked in today with their time", async () => {
    harness.clock.set(START);
    const { token } = await newPerson();
    const first = (await verify(token, code())).json();
    expect(first.timeZone).toBe('Asia/Kolkata');
    expect(first.availableCategories.map((category: { checkedInAt: string | null }) => category.checkedInAt)).toEqual([null, null, null]);
    const recorded = (await verify(token, code({ isVisitor: true, eventSportCategoryIds: [games.footballWomen.id] }))).json();
    expect(recorded.timeZone).toBe('Asia/Kolkata');

    harness.clock.advanceSeconds(3600);
    const again = (await verify(token, code())).json();
    const byId = Object.fromEntries(
      again.availableCategories.map((category: { eventSportCategoryId: number; checkedInAt: string | null }) => [
        category.eventSportCategoryId,
        category.checkedInAt,
      ]),
    );
    expect(byId).toEqual({ [games.footballMen.id]: null, [games.footballWomen.id]: START, [games.footballVeterans.id]: null });
  });

  it('refuses a visitor choice with a foreign category as a whole, recording nothing', async () => {
    harness.clock.set(START);
    const { user, token } = await newPerson();
    const otherEvent = await createCheckInEvent(db(), tenant);
    for (const foreign of [games.chessMen.id, otherEvent.footballMen.id, 999_999]) {
      const response = await verify(token, code({ isVisitor: true, eventSportCategoryIds: [games.footballMen.id, foreign] }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: 'CATEGORY_NOT_AVAILABLE' });
    }
    const none = await verify(token, code({ isVisitor: true, eventSportCategoryIds: [] }));
    expect(none.json()).toMatchObject({ error: 'CATEGORY_REQUIRED', message: 'Please select at least one category.' });
    expect(await countAttendance(db(), user.id)).toBe(0);
  });

  it('leaves one record for 50 identical concurrent calls, and every answer names its time', async () => {
    harness.clock.set(START);
    const { user, token } = await newParticipant();
    const answers = await Promise.all(Array.from({ length: 50 }, () => verify(token, code())));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    const bodies = answers.map((answer) => answer.json());
    expect(new Set(bodies.map((body) => body.data[0].attendance.timestamp))).toEqual(new Set([START]));
    expect(bodies.filter((body) => !body.alreadyCheckedIn)).toHaveLength(1);
    expect(await countAttendance(db(), user.id)).toBe(1);
  });

  it('checks in many different people at the same moment, each with their own answer, records, log and stored answer', async () => {
    harness.clock.set(START);
    const participants = await Promise.all(Array.from({ length: 12 }, (_, index) => newPerson({ name: `Runner ${index}` })));
    for (const person of participants) await registerFor(db(), person.user.id, games.footballMen.id, games.team.id);
    const visitors = await Promise.all(Array.from({ length: 8 }, (_, index) => newPerson({ name: `Fan ${index}` })));
    const returning = await newParticipant();
    await verify(returning.token, code());
    const chosen = [games.footballWomen.id, games.footballVeterans.id];
    const calls = [
      ...participants.map((person) => ({ person, body: code({ scanId: randomUUID() }) })),
      ...visitors.map((person) => ({ person, body: code({ scanId: randomUUID(), isVisitor: true, eventSportCategoryIds: chosen }) })),
      { person: returning, body: code({ scanId: randomUUID() }) },
    ];
    const answers = await Promise.all(calls.map(({ person, body }) => verify(person.token, body)));

    for (const [index, { person, body }] of calls.entries()) {
      const answer = answers[index]!.json();
      expect(answers[index]!.statusCode).toBe(200);
      expect(answer.user).toMatchObject({ name: person.user.name, phone: person.user.phone });
      const isVisitor = visitors.includes(person);
      expect(answer.alreadyCheckedIn).toBe(person === returning);
      expect(answer.data.map((item: { event: { sportCategory: { name: string } } }) => item.event.sportCategory.name)).toHaveLength(
        isVisitor ? 2 : 1,
      );
      if (!isVisitor) expect(answer.data[0].team).toMatchObject({ teamId: games.team.id });
      expect(await countAttendance(db(), person.user.id)).toBe(isVisitor ? 2 : 1);
      const logged = await db().select().from(scanLog).where(eq(scanLog.userId, person.user.id));
      expect(logged.filter((entry) => entry.scanId === (body as unknown as { scanId: string }).scanId)).toMatchObject([
        { outcome: person === returning ? 'already' : 'recorded', reason: null },
      ]);
      // The stored answer replays: the same scan id gets the same answer and records nothing more.
      expect((await verify(person.token, body)).json()).toEqual(answer);
    }
  });

  it('records a participant again after staff undid the check-in, and counts only the live record as already', async () => {
    harness.clock.set(START);
    const { user, token } = await newParticipant();
    await verify(token, code());
    await db()
      .update(attendance)
      .set({ undoneAt: new Date(START), undoReason: 'Scanned by mistake' })
      .where(eq(attendance.userId, user.id));
    harness.clock.advanceSeconds(60);
    const again = (await verify(token, code())).json();
    const later = new Date(Date.parse(START) + 60_000).toISOString();
    expect(again).toMatchObject({
      success: true,
      alreadyCheckedIn: false,
      data: [{ attendance: { timestamp: later, alreadyCheckedIn: false } }],
    });
    const [row] = await db().select().from(attendance).where(eq(attendance.userId, user.id));
    expect(row).toMatchObject({ undoneAt: null, undoReason: null, recordedAt: new Date(later) });
    expect((await verify(token, code())).json()).toMatchObject({ alreadyCheckedIn: true, previousCheckInTime: later });
  });

  it('replays the first answer to a retried scan id and records nothing new', async () => {
    harness.clock.set(START);
    const { user, token } = await newParticipant();
    const scanId = randomUUID();
    const first = await verify(token, code({ scanId }));
    harness.clock.advanceSeconds(20);
    const retried = await Promise.all([verify(token, code({ scanId })), verify(token, code({ scanId }))]);
    for (const answer of retried) {
      expect(answer.statusCode).toBe(first.statusCode);
      expect(answer.json()).toEqual(first.json());
    }
    expect(first.json().alreadyCheckedIn).toBe(false);
    expect(await countAttendance(db(), user.id)).toBe(1);
    const logged = await db().select().from(scanLog).where(eq(scanLog.userId, user.id));
    expect(logged).toHaveLength(1);
  });

  it('replays a refusal for a retried scan id too', async () => {
    harness.clock.set(START);
    const { token } = await newParticipant();
    const scanId = randomUUID();
    const first = await verify(token, code({ venue: 'Club', scanId }));
    expect(first.statusCode).toBe(400);
    expect((await verify(token, code({ venue: 'Club', scanId }))).json()).toEqual(first.json());
  });

  it('refuses the wrong venue for a participant and an unknown venue for anyone', async () => {
    harness.clock.set(START);
    const { token } = await newParticipant();
    const atClub = await verify(token, code({ venue: 'Club' }));
    expect(atClub.statusCode).toBe(400);
    expect(atClub.json()).toMatchObject({
      error: 'WRONG_VENUE',
      message: `${games.football.name} is not played at Club. It is played at Stadium.`,
    });
    const visitor = await newPerson();
    expect((await verify(visitor.token, code({ venue: 'Moon Base' }))).json()).toMatchObject({ error: 'WRONG_VENUE' });
  });

  it('tells a participant registered at another venue where to go', async () => {
    harness.clock.set(START);
    const { user, token } = await newPerson();
    await registerFor(db(), user.id, games.chessMen.id);
    const response = await verify(token, code({ sportId: games.chess.id, venue: 'Stadium' }));
    expect(response.json()).toMatchObject({ error: 'WRONG_VENUE' });
  });

  it('refuses before the event, before opening time, after closing time and after the event', async () => {
    const { token, user } = await newParticipant();
    for (const [at, error] of [
      ['2026-05-30T10:00:00Z', 'CHECKIN_NOT_OPEN'],
      ['2026-06-01T02:00:00Z', 'CHECKIN_NOT_OPEN'], // 07:30 in Kolkata
      ['2026-06-01T15:00:00Z', 'CHECKIN_CLOSED'], // 20:30 in Kolkata
      ['2026-06-04T10:00:00Z', 'CHECKIN_CLOSED'],
    ] as const) {
      harness.clock.set(at);
      const response = await verify(token, code());
      expect(response.statusCode, at).toBe(409);
      expect(response.json()).toMatchObject({ success: false, error });
    }
    expect(await countAttendance(db(), user.id)).toBe(0);
    const refused = await db().select().from(scanLog).where(eq(scanLog.userId, user.id));
    expect(refused.map((row) => [row.outcome, row.reason])).toEqual([
      ['refused', 'CHECKIN_NOT_OPEN'],
      ['refused', 'CHECKIN_NOT_OPEN'],
      ['refused', 'CHECKIN_CLOSED'],
      ['refused', 'CHECKIN_CLOSED'],
    ]);
  });

  it('counts the event day in the event time zone', async () => {
    // 2026-06-02T03:00Z is 08:30 on 2 June in Kolkata (and 2 June in UTC too); 2026-06-01T19:00Z
    // would be 00:30 on 2 June in Kolkata but 1 June in UTC, before opening time.
    harness.clock.set('2026-06-02T03:00:00Z');
    const { token } = await newParticipant();
    await verify(token, code());
    const row = await db().query.attendance.findFirst({ orderBy: (table, { desc }) => [desc(table.id)] });
    expect(row?.eventDay).toBe('2026-06-02');
  });

  it("refuses another tenant's event, an unknown event and an unknown sport", async () => {
    harness.clock.set(START);
    const { token } = await newParticipant();
    const elsewhere = await createCheckInEvent(db(), other);
    const foreign = await verify(token, { eventId: elsewhere.event.id, sportId: elsewhere.football.id, venue: 'Stadium' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'EVENT_NOT_FOUND' });
    expect((await verify(token, code({ eventId: 987_654 }))).json()).toMatchObject({ error: 'EVENT_NOT_FOUND' });
    expect((await verify(token, code({ sportId: elsewhere.football.id }))).json()).toMatchObject({ error: 'SPORT_NOT_FOUND' });
    // A token of this tenant is no session on the other tenant's host.
    expect((await verify(token, code(), other.hostname)).statusCode).toBe(401);
  });

  it('answers 400 with a message for strings where integers belong and other bad bodies', async () => {
    harness.clock.set(START);
    const { token } = await newParticipant();
    const cases: [object, string][] = [
      [code({ eventId: String(games.event.id) }), 'eventId: eventId must be a whole number (for example 12), not text'],
      [code({ sportId: '2' }), 'sportId: sportId must be a whole number (for example 12), not text'],
      [code({ eventId: 1.5 }), 'eventId: eventId must be a whole number'],
      [code({ venue: '' }), 'venue: venue is required'],
      [{ eventId: 1, sportId: 2 }, 'venue: venue must be text'],
      [
        code({ eventSportCategoryIds: ['1'] }),
        'eventSportCategoryIds.0: eventSportCategoryIds[] must be a whole number (for example 12), not text',
      ],
      [code({ scanId: 'abc' }), 'scanId: scanId must be a UUID'],
      [code({ isVisitor: 'yes' }), 'isVisitor: isVisitor must be true or false'],
    ];
    for (const [body, message] of cases) {
      const response = await verify(token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED', message });
    }
  });

  describe('rotating codes', () => {
    const signed = (step: number, secret = games.event.codeSecret) => ({
      codeStep: step,
      codeSignature: signCode(secret, { eventId: games.event.id, sportId: games.football.id, venue: 'Stadium', direction: 'in' }, step),
    });

    it('accepts the current and the previous step', async () => {
      harness.clock.set(START);
      const step = codeStepAt(harness.clock.now());
      expect((await verify((await newParticipant()).token, code(signed(step)))).statusCode).toBe(200);
      expect((await verify((await newParticipant()).token, code(signed(step - 1)))).statusCode).toBe(200);
    });

    it('refuses an expired, a future or a forged code', async () => {
      harness.clock.set(START);
      const step = codeStepAt(harness.clock.now());
      const { token, user } = await newParticipant();
      expect((await verify(token, code(signed(step - 2)))).json()).toMatchObject({ error: 'CODE_EXPIRED' });
      expect((await verify(token, code(signed(step + 1)))).json()).toMatchObject({ error: 'INVALID_CODE' });
      expect((await verify(token, code(signed(step, 'another-secret')))).json()).toMatchObject({ error: 'INVALID_CODE' });
      // The signature covers the venue: a code edited to name another venue is forged.
      expect((await verify(token, code({ ...signed(step), venue: 'Club' }))).json()).toMatchObject({ error: 'INVALID_CODE' });
      expect((await verify(token, code({ codeStep: step }))).json()).toMatchObject({ error: 'INVALID_CODE' });
      expect(await countAttendance(db(), user.id)).toBe(0);
    });

    it('requires a signed code where the event turns rotating codes on', async () => {
      harness.clock.set(START);
      const strict = await createCheckInEvent(db(), tenant, { rotatingCodesRequired: true });
      const { user, token } = await newPerson();
      await registerFor(db(), user.id, strict.footballMen.id);
      const plain = { eventId: strict.event.id, sportId: strict.football.id, venue: 'Stadium' };
      expect((await verify(token, plain)).json()).toMatchObject({ error: 'INVALID_CODE' });
      const step = codeStepAt(harness.clock.now());
      const signature = signCode(strict.event.codeSecret, { ...plain, direction: 'in' }, step);
      expect((await verify(token, { ...plain, codeStep: step, codeSignature: signature })).statusCode).toBe(200);
    });
  });

  describe('check-out', () => {
    it('refuses an exit code without a check-in, then records the check-out', async () => {
      harness.clock.set(START);
      const { user, token } = await newParticipant();
      const early = await verify(token, code({ direction: 'out' }));
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ error: 'NOT_CHECKED_IN' });
      await verify(token, code());
      harness.clock.advanceSeconds(5400);
      const out = (await verify(token, code({ direction: 'out' }))).json();
      expect(out).toMatchObject({ success: true, message: 'Check-out recorded successfully', alreadyCheckedIn: false });
      expect(out.data[0].attendance).toMatchObject({ direction: 'check-out', previousCheckInTime: START, type: 'participant' });
      expect(await countAttendance(db(), user.id, 'check-out')).toBe(1);
      expect((await verify(token, code({ direction: 'out' }))).json()).toMatchObject({ alreadyCheckedIn: true });
      expect(await countAttendance(db(), user.id, 'check-out')).toBe(1);
    });
  });
});
