import { beforeEach, describe, expect, it } from 'vitest';
import type { VerifyCheckInRequest } from '@podium/contracts/check-in/verify-check-in';
import { DomainError } from '../../errors/domain-error';
import { ManualClock } from '../../platform/clock';
import { CheckInService } from './check-in.service';
import { FakeCheckInStore } from './fake-check-in-store.testing';
import { codeStepAt, signCode } from './rotating-code';

/**
 * The check-in rules through the service, on an in-memory store (issue 35): no database, no app.
 * What only PostgreSQL can show (two racing scans insert one record, the statement count, coupons)
 * stays in the HTTP tests beside this file.
 */
const START = '2026-06-01T10:00:00.000Z'; // 15:30 in Kolkata, the second of four event days
const TENANT = 1;
const SECRET = 'event-secret';
const FOOTBALL = 20;
const CHESS = 21;
const [MEN, WOMEN, VETERANS, CHESS_MEN] = [100, 101, 102, 103];

let store: FakeCheckInStore;
let clock: ManualClock;
let service: CheckInService;
let nextUser = 1;

beforeEach(() => {
  store = new FakeCheckInStore();
  clock = new ManualClock(START);
  service = new CheckInService(store, clock);
  const event = {
    id: 10,
    tenantId: TENANT,
    name: 'Games',
    timeZone: 'Asia/Kolkata',
    startsOn: '2026-05-31',
    endsOn: '2026-06-03',
    opensAt: '08:00',
    closesAt: '20:00',
    codeSecret: SECRET,
    rotatingCodesRequired: false,
    offlineScansAccepted: false,
    offlineAllowanceMinutes: 0,
  };
  store.events.set(event.id, event);
  store.events.set(11, { ...event, id: 11, tenantId: 2, name: 'Elsewhere' });
  store.sports.set(FOOTBALL, { id: FOOTBALL, name: 'Football', tenantId: TENANT });
  store.sports.set(CHESS, { id: CHESS, name: 'Chess', tenantId: TENANT });
  store.sports.set(22, { id: 22, name: 'Rowing', tenantId: TENANT });
  store.categories.push(
    { id: MEN, eventId: 10, sportId: FOOTBALL, categoryName: "Men's Open", venue: 'Stadium' },
    { id: WOMEN, eventId: 10, sportId: FOOTBALL, categoryName: "Women's Open", venue: 'Stadium' },
    { id: VETERANS, eventId: 10, sportId: FOOTBALL, categoryName: 'Veterans (35+)', venue: 'Stadium' },
    { id: CHESS_MEN, eventId: 10, sportId: CHESS, categoryName: "Men's Open", venue: 'Club' },
  );
});

/** A signed-in person of the tenant, with the categories they are registered for. */
function person(registeredFor: number[] = []) {
  const id = nextUser++;
  store.people.set(id, { id, name: `Person ${id}`, phone: `+9198${String(id).padStart(8, '0')}`, email: null, companyName: 'Acme' });
  const sessionId = `session-${id}`;
  store.sessions.set(sessionId, { userId: id, tenantId: TENANT, expiresAt: new Date('2026-07-01T00:00:00Z') });
  for (const category of registeredFor)
    store.registrations.push({ userId: id, eventSportCategoryId: category, team: category === MEN ? { id: 7, name: 'Acme FC' } : null });
  return { id, session: { sessionId, userId: id, tenantId: TENANT } };
}

type Person = ReturnType<typeof person>;
const scan = (who: Person, input: Partial<VerifyCheckInRequest> = {}, tenantId = TENANT) =>
  service.verify({
    tenantId,
    session: who.session,
    input: { eventId: 10, sportId: FOOTBALL, venue: 'Stadium', ...input },
    device: 'test',
  });
/** The refusal's code (the scan must be refused). */
async function refusalOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.code;
}
const recordsOf = (who: Person) => store.records.filter((record) => record.userId === who.id);

describe('who is checked in, and as what', () => {
  it('records a registered participant in their categories at the scanned venue', async () => {
    const player = person([MEN, CHESS_MEN]);
    const answer = await scan(player);
    expect(answer).toMatchObject({
      success: true,
      userType: 'Participant',
      alreadyCheckedIn: false,
      message: 'Attendance marked successfully',
    });
    expect(answer.data.map((item) => [item.eventSportCategoryId, item.attendance.type, item.team?.teamName])).toEqual([
      [MEN, 'participant', 'Acme FC'],
    ]);
    expect(recordsOf(player)).toMatchObject([{ eventSportCategoryId: MEN, eventDay: '2026-06-01', direction: 'check-in' }]);
    expect(store.scanLog.map((entry) => entry.outcome)).toEqual(['recorded']);
  });

  it('answers a second scan the same day as already checked in, since the first time, without a new record', async () => {
    const player = person([MEN]);
    await scan(player);
    clock.advanceSeconds(600);
    const again = await scan(player);
    expect(again).toMatchObject({ alreadyCheckedIn: true, previousCheckInTime: START });
    expect(again.message).toContain('already checked in');
    expect(recordsOf(player)).toHaveLength(1);
    expect(store.scanLog.map((entry) => entry.outcome)).toEqual(['recorded', 'already']);
  });

  it('records again on the next event day (the day is the event time zone’s)', async () => {
    const player = person([MEN]);
    await scan(player);
    clock.set('2026-06-01T19:00:00.000Z'); // 00:30 on 2 June in Kolkata: before opening
    expect(await refusalOf(scan(player))).toBe('CHECKIN_NOT_OPEN');
    clock.set('2026-06-02T04:00:00.000Z'); // 09:30 on 2 June in Kolkata
    expect(await scan(player)).toMatchObject({ alreadyCheckedIn: false });
    expect(recordsOf(player).map((record) => record.eventDay)).toEqual(['2026-06-01', '2026-06-02']);
  });

  it('offers a person not registered for the sport the categories at the venue, recording nothing', async () => {
    const visitor = person();
    const answer = await scan(visitor);
    expect(answer).toMatchObject({ userType: 'Visitor', data: [] });
    expect(answer.availableCategories?.map((category) => category.eventSportCategoryId)).toEqual([MEN, WOMEN, VETERANS]);
    expect(recordsOf(visitor)).toEqual([]);
    expect(store.scanLog.map((entry) => entry.outcome)).toEqual(['categories']);
  });

  it('records a visitor in the chosen categories, a registered one as participant', async () => {
    const visitor = person([WOMEN]);
    const answer = await scan(visitor, { isVisitor: true, eventSportCategoryIds: [MEN, WOMEN, MEN] });
    expect(answer).toMatchObject({ userType: 'Visitor', message: 'Visitor attendance marked for 2 categories' });
    expect(recordsOf(visitor).map((record) => [record.eventSportCategoryId, record.type])).toEqual([
      [MEN, 'visitor'],
      [WOMEN, 'participant'],
    ]);
  });

  it("takes the venue of the chosen category when the call names the spec's venue 'visitor'", async () => {
    const visitor = person();
    await scan(visitor, { venue: 'visitor', eventSportCategoryId: VETERANS });
    expect(recordsOf(visitor).map((record) => record.eventSportCategoryId)).toEqual([VETERANS]);
  });
});

describe('refusals (each logged with its reason, nothing recorded)', () => {
  it.each([
    ['an event of another tenant', { eventId: 11 }, 'EVENT_NOT_FOUND'],
    ['an unknown event', { eventId: 99 }, 'EVENT_NOT_FOUND'],
    ['an unknown sport', { sportId: 99 }, 'SPORT_NOT_FOUND'],
    ['a sport not played at the event', { sportId: 22 }, 'SPORT_NOT_FOUND'],
    ['a venue the sport is not played at', { venue: 'Club' }, 'WRONG_VENUE'],
    ['an empty choice', { isVisitor: true, eventSportCategoryIds: [] }, 'CATEGORY_REQUIRED'],
    ['a category of another sport', { isVisitor: true, eventSportCategoryIds: [MEN, CHESS_MEN] }, 'CATEGORY_NOT_AVAILABLE'],
    ['a check-out before any check-in', { direction: 'out' as const }, 'NOT_CHECKED_IN'],
  ])('refuses %s', async (_what, input, code) => {
    const player = person([MEN]);
    expect(await refusalOf(scan(player, input))).toBe(code);
    expect(recordsOf(player)).toEqual([]);
    expect(store.scanLog).toMatchObject([{ outcome: 'refused', reason: code }]);
  });

  it('refuses a registered person at the wrong venue, naming where they play', async () => {
    const player = person([CHESS_MEN]);
    const refusal = await scan(player, { sportId: CHESS, venue: 'Stadium' }).catch((error: DomainError) => error);
    expect(refusal).toMatchObject({ code: 'WRONG_VENUE' });
    expect(recordsOf(player)).toEqual([]);
  });

  it('refuses chosen categories played at another venue than the code’s', async () => {
    store.categories.push({ id: 104, eventId: 10, sportId: FOOTBALL, categoryName: 'Five-a-side', venue: 'Park' });
    const visitor = person();
    expect(await refusalOf(scan(visitor, { isVisitor: true, eventSportCategoryIds: [MEN, 104] }))).toBe('WRONG_VENUE');
    expect(recordsOf(visitor)).toEqual([]);
  });

  it.each([
    ['before the first event day', '2026-05-30T06:00:00.000Z', 'CHECKIN_NOT_OPEN'],
    ['before opening time', '2026-06-01T02:00:00.000Z', 'CHECKIN_NOT_OPEN'], // 07:30 in Kolkata
    ['after the closing minute', '2026-06-01T14:31:00.000Z', 'CHECKIN_CLOSED'], // 20:01
    ['after the last event day', '2026-06-04T06:00:00.000Z', 'CHECKIN_CLOSED'],
  ])('refuses a scan %s', async (_when, at, code) => {
    clock.set(at);
    const player = person([MEN]);
    expect(await refusalOf(scan(player))).toBe(code);
    expect(recordsOf(player)).toEqual([]);
  });

  it('accepts the closing minute itself', async () => {
    clock.set('2026-06-01T14:30:59.000Z'); // 20:00:59 in Kolkata
    expect(await scan(person([MEN]))).toMatchObject({ success: true });
  });

  it('refuses a session that ended, or of another tenant, before anything is logged', async () => {
    const player = person([MEN]);
    expect(await refusalOf(scan(player, {}, 2))).toBe('UNAUTHENTICATED');
    store.sessions.get(player.session.sessionId)!.expiresAt = new Date(START);
    expect(await refusalOf(scan(player))).toBe('UNAUTHENTICATED');
    expect(store.scanLog).toEqual([]);
  });
});

describe('check-out', () => {
  it('checks out of every category checked in to today at that venue, once', async () => {
    const visitor = person([MEN]);
    await scan(visitor, { isVisitor: true, eventSportCategoryIds: [MEN, WOMEN] });
    clock.advanceSeconds(3600);
    const out = await scan(visitor, { direction: 'out' });
    expect(out).toMatchObject({ userType: 'Participant', message: 'Check-out recorded successfully' });
    expect(out.data.map((item) => [item.eventSportCategoryId, item.attendance.previousCheckInTime])).toEqual([
      [MEN, START],
      [WOMEN, START],
    ]);
    expect(await scan(visitor, { direction: 'out' })).toMatchObject({ alreadyCheckedIn: true });
    expect(recordsOf(visitor).filter((record) => record.direction === 'check-out')).toHaveLength(2);
  });
});

describe('rotating codes', () => {
  const signed = (step: number, direction: 'in' | 'out' = 'in', venue = 'Stadium') => ({
    codeStep: step,
    codeSignature: signCode(SECRET, { eventId: 10, sportId: FOOTBALL, venue, direction }, step),
  });

  it('requires one when the event turns them on', async () => {
    store.events.get(10)!.rotatingCodesRequired = true;
    expect(await refusalOf(scan(person([MEN])))).toBe('INVALID_CODE');
  });

  it('accepts the current and the previous step, refuses an older one as expired and a forged one as invalid', async () => {
    const now = codeStepAt(clock.now());
    expect(await scan(person([MEN]), signed(now))).toMatchObject({ success: true });
    expect(await scan(person([MEN]), signed(now - 1))).toMatchObject({ success: true });
    expect(await refusalOf(scan(person([MEN]), signed(now - 2)))).toBe('CODE_EXPIRED');
    expect(await refusalOf(scan(person([MEN]), signed(now, 'out')))).toBe('INVALID_CODE');
    expect(await refusalOf(scan(person([MEN]), signed(now, 'in', 'Club')))).toBe('INVALID_CODE');
    expect(await refusalOf(scan(person([MEN]), { codeStep: now }))).toBe('INVALID_CODE');
  });

  it('lets a code queued offline count at its signed time within the allowance, and only then', async () => {
    Object.assign(store.events.get(10)!, { offlineScansAccepted: true, offlineAllowanceMinutes: 60 });
    clock.set('2026-06-01T14:29:00.000Z'); // 19:59 in Kolkata
    const code = signed(codeStepAt(clock.now()));
    clock.set('2026-06-01T15:00:00.000Z'); // 20:30: closed, but the code was signed before closing
    expect(await scan(person([MEN]), { ...code, offline: true })).toMatchObject({ success: true });
    expect(await refusalOf(scan(person([MEN]), code))).toBe('CHECKIN_CLOSED');
  });
});

describe('replays by scan id', () => {
  const scanId = '5f0e8a8e-3c1c-4e7e-9d7a-1b2c3d4e5f60';

  it('answers a retry with the first answer, whatever changed meanwhile, and logs the scan once', async () => {
    const player = person([MEN]);
    const first = await scan(player, { scanId });
    clock.advanceSeconds(60);
    expect(await scan(player, { scanId })).toEqual(first);
    expect(await scan(player)).toMatchObject({ alreadyCheckedIn: true });
    expect(store.scanLog.map((entry) => entry.outcome)).toEqual(['recorded', 'already']);
  });

  it('replays a refusal as the same refusal, even once the scan would pass', async () => {
    clock.set('2026-06-01T02:00:00.000Z'); // before opening
    const player = person([MEN]);
    expect(await refusalOf(scan(player, { scanId }))).toBe('CHECKIN_NOT_OPEN');
    clock.set(START);
    expect(await refusalOf(scan(player, { scanId }))).toBe('CHECKIN_NOT_OPEN');
    expect(recordsOf(player)).toEqual([]);
  });

  it('keeps scan ids apart per person', async () => {
    await scan(person([MEN]), { scanId });
    expect(await scan(person(), { scanId })).toMatchObject({ userType: 'Visitor', data: [] });
  });
});

describe('a racing scan of the same person', () => {
  it('answers from the record the racing call wrote, and logs this scan as already', async () => {
    const player = person([MEN]);
    const racedAt = '2026-06-01T09:59:58.000Z';
    store.beforeRecord = () => {
      store.beforeRecord = undefined;
      store.records.push({
        userId: player.id,
        eventSportCategoryId: MEN,
        eventDay: '2026-06-01',
        direction: 'check-in',
        type: 'participant',
        recordedAt: racedAt,
      });
    };
    const answer = await scan(player, { scanId: '0b6f2c7e-8f4d-4a51-9a35-6d2b8c1e7f90' });
    expect(answer).toMatchObject({ alreadyCheckedIn: true, previousCheckInTime: racedAt });
    expect(recordsOf(player)).toHaveLength(1);
    expect(store.scanLog.map((entry) => entry.outcome)).toEqual(['already']);
    expect(store.replies.size).toBe(1);
  });
});
