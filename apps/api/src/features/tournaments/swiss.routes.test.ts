import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { callAs, startConsoleHarness, type ConsoleHarness, type HttpMethod } from '../../../test/console-harness';
import { createCompany } from '../../../test/factories';
import { createEvent, createTeam } from '../../../test/event-factories';

type Side = { team: { id: number; name: string } | null; label: string };
type Played = { id: number; round: number; roundName: string; status: string; home: Side; away: Side; startsAt: string | null };
type SwissAnswer = {
  rounds: number;
  roundsPaired: number;
  complete: boolean;
  rows: { rank: number; team: { id: number; name: string }; points: number; buchholz: number; sonnebornBerger: number; byes: number }[];
  pairings: { round: number; fixtures: Played[]; bye: { id: number; name: string } | null }[];
};

const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Swiss draws through the API (issue 31): pairing round by round, byes, the table, medals, corrections and scheduling. */
describe('Swiss draws', () => {
  let harness: TestApp;
  let tenant: ConsoleHarness['tenant'];
  let adminToken: string;
  let staffToken: string;

  beforeAll(async () => {
    ({ harness, tenant, adminToken, staffToken } = await startConsoleHarness());
  });
  afterAll(() => harness.close());

  const send = (token: string | null, method: HttpMethod, url: string, payload?: object, host = tenant.hostname) =>
    callAs(harness, { token, method, url, ...(payload ? { payload } : {}), host });

  async function eventWithEntries(count: number) {
    const db = harness.database.db;
    const setup = await createEvent(db, tenant);
    const company = await createCompany(db, tenant.id);
    const teams = [];
    for (let index = 1; index <= count; index++) teams.push(await createTeam(db, setup.footballOpen.id, `Player ${index}`, company.id));
    const base = `/api/admin/events/${setup.event.id}/categories/${setup.footballOpen.id}/draw`;
    const swiss = async (): Promise<SwissAnswer> =>
      (await send(null, 'GET', `/api/public/events/${setup.event.id}/standings?eventSportCategoryId=${setup.footballOpen.id}`)).json().data
        .swiss;
    return { ...setup, teams, drawUrl: base, nextRoundUrl: `${base}/next-round`, swiss };
  }
  const score = (fixtureId: number, body: object, token = staffToken) => send(token, 'PUT', `/api/staff/fixtures/${fixtureId}/score`, body);
  /** 'home' wins, 'away' wins or a 'draw' (½ each). */
  const result = (fixtureId: number, outcome: 'home' | 'away' | 'draw') =>
    score(fixtureId, { status: 'finished', home: outcome === 'home' ? 1 : 0, away: outcome === 'away' ? 1 : 0 });

  it('refuses a Swiss without rounds, with options it does not use, or longer than half the field', async () => {
    const { drawUrl } = await eventWithEntries(6);
    const cases: [object, RegExp][] = [
      [{ format: 'swiss', seeding: 'registration' }, /number of rounds/],
      [{ format: 'swiss', seeding: 'registration', rounds: 3, groups: 2 }, /does not take `groups`/],
      [{ format: 'swiss', seeding: 'registration', rounds: 3, tieBreakers: { preset: 'fifa' } }, /Buchholz/],
      [{ format: 'round_robin', seeding: 'registration', rounds: 3 }, /options of a Swiss/],
      [{ format: 'swiss', seeding: 'registration', rounds: 4 }, /at most 3 rounds/],
      [{ format: 'swiss', seeding: 'registration', rounds: 3, colours: 'alternate' }, /colours|Unrecognized|unrecognized/],
      [{ format: 'swiss', seeding: 'registration', rounds: 21 }, /at most 20 rounds/],
    ];
    for (const [body, message] of cases) {
      const answer = await send(adminToken, 'POST', drawUrl, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.json()), JSON.stringify(body)).toMatch(message);
    }
  });

  it('pairs each round when the one before is finished: no rematch, a bye never twice, everyone once a round; medals from the final table', async () => {
    const { drawUrl, swiss, teams } = await eventWithEntries(5);
    const drawn = await send(adminToken, 'POST', drawUrl, { format: 'swiss', seeding: 'registration', rounds: 3 });
    expect(drawn.statusCode).toBe(200);
    const draw = drawn.json().data;
    // Round 1 only, top half against bottom half; the lowest seed sits out.
    expect(draw).toMatchObject({ format: 'swiss', rounds: 3, byes: [{ round: 1, team: { name: 'Player 5' } }] });
    expect(draw.fixtures.map((fixture: Played) => [fixture.roundName, fixture.home.label, fixture.away.label])).toEqual([
      ['Round 1', 'Player 1', 'Player 3'],
      ['Round 1', 'Player 2', 'Player 4'],
    ]);

    let table = await swiss();
    expect(table).toMatchObject({ rounds: 3, roundsPaired: 1, complete: false });
    expect(table.rows[0]).toMatchObject({ team: { name: 'Player 5' }, points: 1, byes: 1 });

    const outcomes: ('home' | 'away' | 'draw')[] = ['home', 'draw', 'away', 'home', 'draw', 'away'];
    let played = 0;
    for (let round = 1; round <= 3; round++) {
      table = await swiss();
      expect(table.roundsPaired).toBe(round);
      for (const fixture of table.pairings[round - 1]!.fixtures) {
        expect((await result(fixture.id, outcomes[played++ % outcomes.length]!)).statusCode).toBe(200);
      }
    }
    table = await swiss();
    expect(table).toMatchObject({ roundsPaired: 3, complete: true });
    const met = new Set<string>();
    const byes = table.pairings.map((pairing) => pairing.bye!.id);
    expect(new Set(byes).size).toBe(3);
    for (const pairing of table.pairings) {
      const inRound = pairing.fixtures.flatMap((fixture) => [fixture.home.team!.id, fixture.away.team!.id]);
      expect([...inRound, pairing.bye!.id].sort()).toEqual(teams.map((team) => team.id).sort());
      for (const fixture of pairing.fixtures) {
        const key = pairKey(fixture.home.team!.id, fixture.away.team!.id);
        expect(met.has(key)).toBe(false);
        met.add(key);
      }
    }
    // 6 games and 3 byes: 9 points in all; the table is sorted by points, then Buchholz.
    expect(table.rows.reduce((sum, row) => sum + row.points, 0)).toBe(9);
    for (let index = 1; index < table.rows.length; index++) {
      const [above, below] = [table.rows[index - 1]!, table.rows[index]!];
      expect(above.points > below.points || (above.points === below.points && above.buchholz >= below.buchholz)).toBe(true);
    }
    const standings = (
      await send(null, 'GET', `/api/public/events/${await eventIdOf(drawUrl)}/standings?eventSportCategoryId=${categoryIdOf(drawUrl)}`)
    ).json().data;
    expect(standings.medalsPending).toBeNull();
    expect(standings.medals.map((medal: { place: number; team: { id: number } }) => [medal.place, medal.team.id])).toEqual(
      table.rows.slice(0, 3).map((row) => [row.rank, row.team.id]),
    );
  });

  it('re-pairs the next round when a result changes before it starts, and refuses once it has started', async () => {
    const { drawUrl, swiss } = await eventWithEntries(4);
    await send(adminToken, 'POST', drawUrl, { format: 'swiss', seeding: 'registration', rounds: 2 });
    const [first, second] = (await swiss()).pairings[0]!.fixtures;
    await result(first!.id, 'home');
    await result(second!.id, 'home');
    // Winners meet: Player 1 v Player 2.
    let round2 = (await swiss()).pairings[1]!.fixtures;
    expect(round2.map((fixture) => [fixture.home.label, fixture.away.label])).toEqual([
      ['Player 1', 'Player 2'],
      ['Player 3', 'Player 4'],
    ]);
    // Player 4 won after all: round 2 is paired again from the corrected result (home to whoever was away before).
    expect((await result(second!.id, 'away')).statusCode).toBe(200);
    round2 = (await swiss()).pairings[1]!.fixtures;
    expect(round2.map((fixture) => [fixture.home.label, fixture.away.label])).toEqual([
      ['Player 4', 'Player 1'],
      ['Player 3', 'Player 2'],
    ]);
    expect((await score(round2[0]!.id, { status: 'live', home: 0, away: 0 })).statusCode).toBe(200);
    const refused = await result(second!.id, 'home');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'DRAW_LOCKED', message: expect.stringMatching(/next round of this Swiss has started/) });
    const reset = await send(adminToken, 'DELETE', `/api/admin/fixtures/${second!.id}/score`);
    expect(reset.statusCode).toBe(409);
    // The same winner again is not a change of outcome: the score may be corrected.
    expect((await score(second!.id, { status: 'finished', home: 0, away: 2 })).statusCode).toBe(200);
  });

  it('pairs by an admin call when the draw asks for it, and only once the round is finished', async () => {
    const { drawUrl, nextRoundUrl, swiss, event, footballOpen } = await eventWithEntries(4);
    await send(adminToken, 'POST', drawUrl, { format: 'swiss', seeding: 'registration', rounds: 2, pairRoundsAutomatically: false });
    const [first, second] = (await swiss()).pairings[0]!.fixtures;
    await result(first!.id, 'home');
    const early = await send(adminToken, 'POST', nextRoundUrl, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/Round 1 is not finished/);
    await result(second!.id, 'draw');
    expect((await swiss()).roundsPaired).toBe(1);
    // Medals wait for every round.
    const pending = (await send(null, 'GET', `/api/public/events/${event.id}/standings?eventSportCategoryId=${footballOpen.id}`)).json()
      .data;
    expect(pending.medals).toEqual([]);
    expect(pending.medalsPending).not.toBeNull();

    expect((await send(staffToken, 'POST', nextRoundUrl, {})).statusCode).toBe(403);
    expect((await send(adminToken, 'POST', nextRoundUrl, { round: 2 })).statusCode).toBe(400);
    const paired = await send(adminToken, 'POST', nextRoundUrl, {});
    expect(paired.statusCode).toBe(200);
    expect(paired.json().data).toMatchObject({ round: 2, bye: null });
    expect(paired.json().data.fixtures).toHaveLength(2);
    const audit = await send(adminToken, 'GET', '/api/admin/audit-log?limit=1');
    expect(audit.json().data[0]).toMatchObject({ action: 'draw.swiss-round-paired', after: { round: 2 } });
    const again = await send(adminToken, 'POST', nextRoundUrl, {});
    expect(again.statusCode).toBe(409);
    for (const fixture of paired.json().data.fixtures) await result(fixture.id, 'home');
    const done = await send(adminToken, 'POST', nextRoundUrl, {});
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toMatch(/All 2 rounds/);
  });

  it('refuses the next-round call for a category drawn in another format', async () => {
    const { drawUrl, nextRoundUrl } = await eventWithEntries(4);
    await send(adminToken, 'POST', drawUrl, { format: 'round_robin', seeding: 'registration' });
    const answer = await send(adminToken, 'POST', nextRoundUrl, {});
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/Only a Swiss/);
  });

  it('schedules a round once it is paired, after the round before it', async () => {
    const { drawUrl, swiss, event, footballOpen, venue } = await eventWithEntries(4);
    await send(adminToken, 'POST', drawUrl, { format: 'swiss', seeding: 'registration', rounds: 2 });
    const schedule = () =>
      send(adminToken, 'POST', `/api/admin/events/${event.id}/schedule`, {
        eventSportCategoryIds: [footballOpen.id],
        days: [{ date: '2026-07-01', from: '09:00', to: '18:00' }],
        slotMinutes: 60,
        venueIds: [venue.id],
        minRestMinutes: 0,
      });
    const first = await schedule();
    expect(first.statusCode).toBe(200);
    expect(first.json().data.placed).toHaveLength(2);
    const round1 = (await swiss()).pairings[0]!.fixtures;
    for (const fixture of round1) await result(fixture.id, 'home');
    const second = await schedule();
    expect(second.json().data.placed).toHaveLength(2);
    const lastOfRound1 = Math.max(...round1.map((fixture) => Date.parse(fixture.startsAt!)));
    for (const placed of second.json().data.placed as { startsAt: string; round: string }[]) {
      expect(placed.round).toBe('Round 2');
      expect(Date.parse(placed.startsAt)).toBeGreaterThan(lastOfRound1);
    }
  });
});

function eventIdOf(drawUrl: string): number {
  return Number(/events\/(\d+)/.exec(drawUrl)![1]);
}
function categoryIdOf(drawUrl: string): number {
  return Number(/categories\/(\d+)/.exec(drawUrl)![1]);
}
