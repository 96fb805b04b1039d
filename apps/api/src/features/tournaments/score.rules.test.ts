import { beforeEach, describe, expect, it } from 'vitest';
import type { ScoreRequest } from '@podium/contracts/tournaments/tournaments';
import { DomainError } from '../../errors/domain-error';
import { ManualClock } from '../../platform/clock';
import { FakeScoreStore } from './fake-score-store.testing';
import { ScoreService } from './score.service';
import type { DrawRow } from './score-store';
import type { FixtureRow } from './tournaments.repository';

/**
 * The score rules through ScoreService on an in-memory store (issue 35): which scores are valid,
 * who may enter them, what a result moves on (winners, losers, group places, medals) and when a
 * result may no longer change. Locking, SQL and the answers' shape stay in the HTTP tests
 * (tournaments.routes.test.ts, walkovers.test.ts, double-elimination and swiss route tests).
 */
const TENANT = 1;
const EVENT = 5;
const KNOCKOUT = 1; // event sport category: a single elimination of four, with a third-place match
const GROUPS = 2; // groups A (21, 22, 23) and B (24, 25, 26), their winners meet in a final
const [SEMI_1, SEMI_2, FINAL, THIRD] = [11, 12, 13, 14];
const [A1, A2, A3, B1, B2, B3, GROUP_FINAL] = [31, 32, 33, 34, 35, 36, 37];
const admin = { tenantId: TENANT, userId: 1, user: { id: 1, role: 'admin' } };
const staff = { tenantId: TENANT, userId: 2, user: { id: 2, role: 'staff' } };

let store: FakeScoreStore;
let scores: ScoreService;

function fixture(values: Partial<FixtureRow> & Pick<FixtureRow, 'id' | 'eventSportCategoryId'>): FixtureRow {
  return {
    venueId: 1,
    round: 'Group',
    startsAt: new Date('2026-06-01T04:00:00Z'),
    homeTeamId: null,
    awayTeamId: null,
    status: 'scheduled',
    homeScore: null,
    awayScore: null,
    winnerTeamId: null,
    drawId: null,
    stage: null,
    groupName: null,
    roundNumber: null,
    bracketPosition: null,
    homeSource: null,
    awaySource: null,
    winnerToFixtureId: null,
    winnerToSide: null,
    loserToFixtureId: null,
    loserToSide: null,
    homePoints: null,
    awayPoints: null,
    sets: null,
    decidedBy: null,
    shootout: null,
    isScheduled: true,
    endsAt: null,
    walkoverFlaggedAt: null,
    scheduleSequence: 0,
    ...values,
  };
}

function draw(id: number, eventSportCategoryId: number, format: string, groups: DrawRow['groups'] = []): DrawRow {
  return {
    id,
    eventSportCategoryId,
    format,
    seeding: 'random',
    seed: 1,
    options: {},
    seededTeamIds: [],
    groups,
    createdByUserId: null,
    createdAt: new Date(0),
  };
}

beforeEach(() => {
  store = new FakeScoreStore();
  scores = new ScoreService(store, new ManualClock('2026-06-01T10:00:00Z'));
  store.categories.set(KNOCKOUT, { eventId: EVENT, tenantId: TENANT });
  store.categories.set(GROUPS, { eventId: EVENT, tenantId: TENANT });
  store.draws.set(KNOCKOUT, draw(1, KNOCKOUT, 'single_elimination'));
  const knockout = { eventSportCategoryId: KNOCKOUT, drawId: 1, stage: 'knockout' as const };
  const semi = (id: number, home: number, away: number, side: 'home' | 'away', position: number) =>
    fixture({
      ...knockout,
      id,
      round: 'Semi-final',
      roundNumber: 1,
      bracketPosition: position,
      homeTeamId: home,
      awayTeamId: away,
      winnerToFixtureId: FINAL,
      winnerToSide: side,
      loserToFixtureId: THIRD,
      loserToSide: side,
    });
  for (const row of [
    semi(SEMI_1, 101, 102, 'home', 1),
    semi(SEMI_2, 103, 104, 'away', 2),
    fixture({
      ...knockout,
      id: FINAL,
      round: 'Final',
      roundNumber: 2,
      bracketPosition: 1,
      homeSource: { kind: 'winner', fixtureId: SEMI_1 },
      awaySource: { kind: 'winner', fixtureId: SEMI_2 },
    }),
    fixture({
      ...knockout,
      id: THIRD,
      round: 'Third place',
      roundNumber: 2,
      bracketPosition: 2,
      homeSource: { kind: 'loser', fixtureId: SEMI_1 },
      awaySource: { kind: 'loser', fixtureId: SEMI_2 },
    }),
  ])
    store.fixtures.set(row.id, row);

  store.draws.set(
    GROUPS,
    draw(2, GROUPS, 'groups_knockout', [
      { name: 'A', teamIds: [21, 22, 23] },
      { name: 'B', teamIds: [24, 25, 26] },
    ]),
  );
  const group = (id: number, name: string, home: number, away: number, round: number) =>
    fixture({
      id,
      eventSportCategoryId: GROUPS,
      drawId: 2,
      stage: 'group',
      groupName: name,
      roundNumber: round,
      homeTeamId: home,
      awayTeamId: away,
    });
  for (const row of [
    group(A1, 'A', 21, 22, 1),
    group(A2, 'A', 21, 23, 2),
    group(A3, 'A', 22, 23, 3),
    group(B1, 'B', 24, 25, 1),
    group(B2, 'B', 24, 26, 2),
    group(B3, 'B', 25, 26, 3),
    fixture({
      id: GROUP_FINAL,
      eventSportCategoryId: GROUPS,
      drawId: 2,
      stage: 'knockout',
      round: 'Final',
      roundNumber: 1,
      homeSource: { kind: 'group', group: 'A', place: 1 },
      awaySource: { kind: 'group', group: 'B', place: 1 },
    }),
  ])
    store.fixtures.set(row.id, row);
});

const finished = (home: number, away: number, more: Partial<ScoreRequest> = {}): ScoreRequest => ({
  status: 'finished',
  home,
  away,
  ...more,
});
async function refusalOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, message: error.message };
}
const row = (id: number) => store.fixtures.get(id)!;
const medals = (category: number) => store.state.placings.get(category);

describe('which scores are valid', () => {
  it('takes the side with more as the winner, and a live score as no winner yet', async () => {
    const live = await scores.enterScore(staff, SEMI_1, { status: 'live', home: 1, away: 0 });
    expect(live.fixture).toMatchObject({ status: 'live', winnerTeamId: null, decidedBy: null });
    const done = await scores.enterScore(staff, SEMI_1, finished(1, 2));
    expect(done).toEqual({
      eventId: EVENT,
      eventSportCategoryId: KNOCKOUT,
      fixture: expect.objectContaining({ status: 'finished', home: 1, away: 2, decidedBy: 'regular', winnerTeamId: 102 }),
    });
    expect(row(SEMI_1)).toMatchObject({ homeScore: '1', awayScore: '2' });
  });

  it('refuses a drawn knockout match without penalties or a walkover, writing nothing', async () => {
    expect(await refusalOf(scores.enterScore(staff, SEMI_1, finished(2, 2)))).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(row(SEMI_1).status).toBe('scheduled');
    expect(store.state.audit).toEqual([]);
  });

  it('lets penalties decide a level knockout match only', async () => {
    const shootout = { home: 4, away: 5 };
    const done = await scores.enterScore(staff, SEMI_1, finished(1, 1, { decidedBy: 'penalties', shootout }));
    expect(done.fixture).toMatchObject({ winnerTeamId: 102, decidedBy: 'penalties' });
    expect(row(SEMI_1).shootout).toEqual(shootout);
    expect(await refusalOf(scores.enterScore(staff, SEMI_2, finished(2, 1, { decidedBy: 'penalties', shootout })))).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('gives a walkover to the side named, whatever the score, and needs that side', async () => {
    expect(await refusalOf(scores.enterScore(staff, SEMI_1, finished(0, 0, { decidedBy: 'walkover' })))).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    const done = await scores.enterScore(staff, SEMI_1, finished(0, 0, { decidedBy: 'walkover', winner: 'away' }));
    expect(done.fixture).toMatchObject({ winnerTeamId: 102, decidedBy: 'walkover' });
    expect(row(FINAL).homeTeamId).toBe(102);
  });

  it('lets an abandoned group match end without a winner, or with the side named', async () => {
    expect((await scores.enterScore(staff, A1, finished(1, 1, { decidedBy: 'abandoned' }))).fixture.winnerTeamId).toBeNull();
    expect((await scores.enterScore(staff, A2, finished(0, 3, { decidedBy: 'abandoned', winner: 'home' }))).fixture.winnerTeamId).toBe(21);
  });

  it('accepts a draw in a group', async () => {
    expect((await scores.enterScore(staff, A1, finished(1, 1))).fixture).toMatchObject({ winnerTeamId: null, decidedBy: 'regular' });
  });
});

describe('who may enter a score, and when', () => {
  it('refuses a fixture of another tenant as not found', async () => {
    expect(await refusalOf(scores.enterScore({ ...staff, tenantId: 2 }, SEMI_1, finished(1, 0)))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusalOf(scores.enterScore(staff, 999, finished(1, 0)))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses staff assigned to other events, and lets an admin in', async () => {
    store.staffEvents.set(staff.user.id, new Set([EVENT + 1]));
    expect(await refusalOf(scores.enterScore(staff, SEMI_1, finished(1, 0)))).toMatchObject({ code: 'FORBIDDEN' });
    expect(row(SEMI_1).status).toBe('scheduled');
    store.staffEvents.set(admin.user.id, new Set([EVENT + 1]));
    expect((await scores.enterScore(admin, SEMI_1, finished(1, 0))).fixture.status).toBe('finished');
  });

  it('refuses a match whose sides are not both known yet', async () => {
    expect(await refusalOf(scores.enterScore(staff, FINAL, finished(1, 0)))).toMatchObject({ code: 'FIXTURE_NOT_READY' });
  });
});

describe('what a result moves on', () => {
  it('sends the winner to the final and the loser to the third-place match; a correction moves them again', async () => {
    await scores.enterScore(staff, SEMI_1, finished(3, 1));
    expect([row(FINAL).homeTeamId, row(THIRD).homeTeamId]).toEqual([101, 102]);
    await scores.enterScore(staff, SEMI_1, finished(1, 3));
    expect([row(FINAL).homeTeamId, row(THIRD).homeTeamId]).toEqual([102, 101]);
    expect(store.state.audit.filter((entry) => entry.action === 'fixture.score-entered')).toHaveLength(2);
  });

  it('sets the medals once the final and the third-place match are finished, and reissues certificates', async () => {
    await scores.enterScore(staff, SEMI_1, finished(3, 1));
    await scores.enterScore(staff, SEMI_2, finished(0, 2));
    await scores.enterScore(staff, FINAL, finished(2, 1));
    expect(medals(KNOCKOUT)).toEqual([
      { teamId: 101, place: 1 },
      { teamId: 104, place: 2 },
    ]);
    await scores.enterScore(staff, THIRD, finished(0, 1));
    expect(medals(KNOCKOUT)).toContainEqual({ teamId: 103, place: 3 });
    expect(store.state.reissuedCertificates.length).toBeGreaterThan(0);
  });

  it('fills the knockout from a group only once every match of that group is finished', async () => {
    await scores.enterScore(staff, A1, finished(2, 0));
    await scores.enterScore(staff, A2, finished(1, 0));
    expect(row(GROUP_FINAL).homeTeamId).toBeNull();
    await scores.enterScore(staff, A3, finished(0, 0));
    expect(row(GROUP_FINAL)).toMatchObject({ homeTeamId: 21, awayTeamId: null });
  });
});

describe('when a result may no longer change', () => {
  async function semisAndFinalStarted() {
    await scores.enterScore(staff, SEMI_1, finished(3, 1));
    await scores.enterScore(staff, SEMI_2, finished(2, 0));
    await scores.enterScore(staff, FINAL, { status: 'live', home: 0, away: 0 });
  }

  it('refuses a changed winner once the next match has started (telling an admin how), keeping everything', async () => {
    await semisAndFinalStarted();
    const refusal = await refusalOf(scores.enterScore(staff, SEMI_1, finished(1, 3)));
    expect(refusal.code).toBe('DRAW_LOCKED');
    expect((await refusalOf(scores.enterScore(admin, SEMI_1, finished(1, 3)))).message).toContain('Admin → Results');
    expect(row(SEMI_1)).toMatchObject({ homePoints: 3, winnerTeamId: 101 });
    expect(row(FINAL).homeTeamId).toBe(101);
  });

  it('still takes a corrected score with the same winner', async () => {
    await semisAndFinalStarted();
    expect((await scores.enterScore(staff, SEMI_1, finished(4, 1))).fixture).toMatchObject({ home: 4, winnerTeamId: 101 });
  });

  it('refuses any change to a group result once the knockout it feeds has started', async () => {
    for (const [id, home, away] of [
      [A1, 2, 0],
      [A2, 1, 0],
      [A3, 0, 0],
      [B1, 1, 0],
      [B2, 1, 0],
      [B3, 1, 0],
    ] as const)
      await scores.enterScore(staff, id, finished(home, away));
    await scores.enterScore(staff, GROUP_FINAL, { status: 'live', home: 0, away: 0 });
    expect(await refusalOf(scores.enterScore(staff, A3, finished(1, 0)))).toMatchObject({ code: 'DRAW_LOCKED' });
    expect(await refusalOf(scores.resetScore(admin, A3))).toMatchObject({ code: 'DRAW_LOCKED' });
  });
});

describe('an admin resets a score', () => {
  it('takes the match back to not played, its winner out of the next match, the medals with it', async () => {
    await scores.enterScore(staff, SEMI_1, finished(3, 1));
    await scores.enterScore(staff, SEMI_2, finished(2, 0));
    await scores.enterScore(staff, FINAL, finished(1, 0));
    expect(medals(KNOCKOUT)).toHaveLength(2);
    const reset = await scores.resetScore(admin, FINAL);
    expect(reset.fixture).toEqual({
      id: FINAL,
      status: 'scheduled',
      home: null,
      away: null,
      sets: null,
      decidedBy: null,
      winnerTeamId: null,
    });
    expect(medals(KNOCKOUT)).toEqual([]);
    await scores.resetScore(admin, SEMI_1);
    expect(row(FINAL).homeTeamId).toBeNull();
    expect(store.state.audit.at(-2)).toMatchObject({ action: 'fixture.score-reset', before: { winnerTeamId: 101 } });
  });

  it('refuses a match with no score, and one whose next match has started (unwinding from the end)', async () => {
    expect(await refusalOf(scores.resetScore(admin, SEMI_1))).toMatchObject({ code: 'VALIDATION_FAILED' });
    await scores.enterScore(staff, SEMI_1, finished(3, 1));
    await scores.enterScore(staff, SEMI_2, finished(2, 0));
    await scores.enterScore(staff, FINAL, { status: 'live', home: 0, away: 0 });
    expect(await refusalOf(scores.resetScore(admin, SEMI_1))).toMatchObject({ code: 'DRAW_LOCKED' });
    await scores.resetScore(admin, FINAL);
    expect((await scores.resetScore(admin, SEMI_1)).fixture.status).toBe('scheduled');
  });
});
