import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { callAs, startConsoleHarness, type ConsoleHarness, type HttpMethod } from '../../../test/console-harness';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, createTeam } from '../../../test/event-factories';
import { eventSportCategories, sports } from '../../db/schema/index';

interface Lane {
  lane: number;
  entry: { id: number; name: string };
  mark: string | null;
  status: string | null;
  reason: string | null;
  place: number | null;
  qualified: 'Q' | 'q' | null;
}
interface Heat {
  id: number | null;
  name: string;
  startsAt: string;
  venue: string;
  status: string;
  lanes: Lane[];
}
interface Round {
  number: number;
  name: string;
  heats: Heat[];
}

describe('timed and measured events: heats, lanes, results, qualification and medals', () => {
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

  /** An event with a sport named like the demo's (its default result type follows the name) and `count` entries. */
  async function sprint(count: number, sportName = 'Athletics') {
    const db = harness.database.db;
    const setup = await createEvent(db, tenant);
    const company = await createCompany(db, tenant.id);
    const [sport] = await db
      .insert(sports)
      .values({ tenantId: tenant.id, name: `${sportName} ${setup.event.slug}`, sportGroup: 'Individual', isTeamSport: true })
      .returning();
    const [category] = await db
      .insert(eventSportCategories)
      .values({ eventId: setup.event.id, sportId: sport!.id, sportCategoryId: setup.footballOpen.sportCategoryId, venueId: setup.venue.id })
      .returning();
    const entries = [];
    for (let index = 1; index <= count; index++) entries.push(await createTeam(db, category!.id, `Runner ${index}`, company.id));
    return {
      ...setup,
      category: category!,
      entries,
      roundsUrl: `/api/admin/events/${setup.event.id}/categories/${category!.id}/rounds`,
      standings: async () =>
        (await send(null, 'GET', `/api/public/events/${setup.event.id}/standings?eventSportCategoryId=${category!.id}`)).json().data,
    };
  }
  const enter = (heatId: number, results: object[], token = staffToken) =>
    send(token, 'PUT', `/api/staff/heats/${heatId}/results`, { results });
  const base = { startsAt: '2026-07-02T09:00:00+05:30', lanes: 8, qualify: { byPlace: 2, byMark: 2 } };

  it('previews heats at random with the seed recorded, and the same seed draws the same lanes', async () => {
    const { roundsUrl, standings, event, category } = await sprint(14);
    const preview = await send(adminToken, 'POST', roundsUrl, { ...base, seed: 42, dryRun: true });
    expect(preview.statusCode).toBe(200);
    const data = preview.json().data;
    expect(data).toMatchObject({ dryRun: true, resultType: 'time', seeding: 'random', seed: 42 });
    expect(data.rounds.map((round: Round) => [round.name, round.heats.length])).toEqual([
      ['Heats', 2],
      ['Final', 1],
    ]);
    expect(data.rounds[0].heats.map((heat: Heat) => heat.lanes.length)).toEqual([7, 7]);
    expect(data.rounds[0].heats.map((heat: Heat) => heat.startsAt)).toEqual(['2026-07-02T03:30:00.000Z', '2026-07-02T03:40:00.000Z']);
    expect(data.rounds[1].heats[0]).toMatchObject({ name: 'Final', startsAt: '2026-07-02T04:10:00.000Z', lanes: [] });
    expect((await standings()).rounds).toEqual([]);

    const made = (await send(adminToken, 'POST', roundsUrl, { ...base, seed: 42 })).json().data;
    const lanesOf = (rounds: Round[]) => rounds[0]!.heats.map((heat) => heat.lanes.map((lane) => [lane.lane, lane.entry.id]));
    expect(lanesOf(made.rounds)).toEqual(lanesOf(data.rounds));
    const shown = await standings();
    expect(shown.resultType).toBe('time');
    expect(lanesOf(shown.rounds)).toEqual(lanesOf(data.rounds));
    expect(shown.rounds[0].heats[0]).toMatchObject({ name: 'Heat 1', venue: 'Main Arena', status: 'scheduled' });
    expect(shown.medalsPending).toMatch(/final/);
    // The first heat closes registration, as a first match does.
    const catalogue = (await send(null, 'GET', `/api/public/events/${event.id}/catalogue`)).json().data;
    const listed = catalogue.sportCategories.find((row: { id: number }) => row.id === category.id);
    expect(listed.registrationClosesAt).toBe('2026-07-02T03:30:00.000Z');
    // The catalogue says the category is timed, so the big screen reads its heats.
    expect(listed.resultType).toBe('time');
  });

  it('seeds by entry marks serpentine, the best seed of each heat in the centre lane', async () => {
    const { roundsUrl, entries } = await sprint(14);
    const entryMarks = entries.map((entry, index) => ({ teamId: entry.id, mark: (10.5 + index / 10).toFixed(2) }));
    const data = (await send(adminToken, 'POST', roundsUrl, { ...base, entryMarks, dryRun: true })).json().data;
    expect(data.seeding).toBe('marks');
    expect(data.seed).toBeNull();
    const heatOf = (seed: number) =>
      data.rounds[0].heats.findIndex((heat: Heat) => heat.lanes.some((lane) => lane.entry.id === entries[seed - 1]!.id)) + 1;
    // 1→H1, 2→H2, 3→H2, 4→H1, 5→H1, 6→H2 …
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(heatOf)).toEqual([1, 2, 2, 1, 1, 2, 2, 1]);
    expect(data.rounds[0].heats[0].lanes.find((lane: Lane) => lane.lane === 4).entry.id).toBe(entries[0]!.id);
    expect(data.rounds[0].heats[1].lanes.find((lane: Lane) => lane.lane === 4).entry.id).toBe(entries[1]!.id);

    const bad = await send(adminToken, 'POST', roundsUrl, { ...base, entryMarks: [{ teamId: entries[0]!.id, mark: '10,87' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/10\.87/);
  });

  it('refuses a round without a qualification rule, a final too small for it, and a match category', async () => {
    const { roundsUrl } = await sprint(10);
    const noRule = await send(adminToken, 'POST', roundsUrl, { startsAt: base.startsAt, lanes: 8 });
    expect(noRule.statusCode).toBe(400);
    expect(noRule.json().message).toMatch(/qualify/);
    const tooMany = await send(adminToken, 'POST', roundsUrl, { ...base, qualify: { byPlace: 4, byMark: 2 } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/8 lanes/);
    const football = await sprint(4, 'Football Five');
    const match = await send(adminToken, 'POST', football.roundsUrl, { startsAt: base.startsAt });
    expect(match.statusCode).toBe(400);
    expect(match.json().message).toMatch(/resultType/);
    const unknown = await send(adminToken, 'POST', roundsUrl, { ...base, laneCount: 8 });
    expect(unknown.statusCode).toBe(400);
  });

  it('places by mark (equal marks share), DNS/DNF/DQ unplaced, Q and q with a tie for the last place, then medals from the final', async () => {
    const { roundsUrl, standings, event, entries } = await sprint(14);
    const drawn = (await send(adminToken, 'POST', roundsUrl, { ...base, seed: 7 })).json().data;
    const [heat1, heat2] = drawn.rounds[0].heats as Heat[];
    const final = drawn.rounds[1].heats[0] as Heat;

    // The final has no lanes yet: nothing to enter.
    expect((await enter(final.id!, [{ lane: 4, mark: '10.50' }])).statusCode).toBe(409);
    // Every lane, once, with a valid mark; a DQ needs its reason.
    const lanes1 = heat1!.lanes.map((lane) => lane.lane);
    expect((await enter(heat1!.id!, [{ lane: lanes1[0], mark: '10.87' }])).json().message).toMatch(/Enter every lane/);
    const badMark = await enter(
      heat1!.id!,
      lanes1.map((lane) => ({ lane, mark: '10.8.7' })),
    );
    expect(badMark.statusCode).toBe(400);
    expect(badMark.json().message).toMatch(/not a mark/);
    expect((await enter(heat1!.id!, [{ lane: lanes1[0], status: 'DQ' }])).statusCode).toBe(400);

    // Heat 1: 10.80, 10.90, 10.90 (shared 2nd: both Q), 11.00, 11.20, DNF, DQ.
    const heat1Marks = ['10.80', '10.90', '10.90', '11.00', '11.20'];
    const first = await enter(heat1!.id!, [
      ...heat1Marks.map((mark, index) => ({ lane: lanes1[index], mark })),
      { lane: lanes1[5], status: 'DNF' },
      { lane: lanes1[6], status: 'DQ', reason: 'False start (TR 16.8)' },
    ]);
    expect(first.statusCode).toBe(200);
    const enteredHeat = first.json().data.heat as Heat;
    const byLane = (heat: Heat, lane: number) => heat.lanes.find((row) => row.lane === lane)!;
    expect(heat1Marks.map((_, index) => byLane(enteredHeat, lanes1[index]!).place)).toEqual([1, 2, 2, 4, 5]);
    expect(byLane(enteredHeat, lanes1[5]!)).toMatchObject({ status: 'DNF', place: null, mark: null });
    expect(byLane(enteredHeat, lanes1[6]!)).toMatchObject({ status: 'DQ', reason: 'False start (TR 16.8)' });
    // Qualifiers are marked once the whole round is in.
    expect(enteredHeat.lanes.every((lane) => lane.qualified === null)).toBe(true);

    // Heat 2: 10.70, 10.95, 11.00 (ties heat 1's 11.00 for the last q), 11.10, 1:02.35, DNS, 11.30.
    const lanes2 = heat2!.lanes.map((lane) => lane.lane);
    const second = await enter(heat2!.id!, [
      { lane: lanes2[0], mark: '10.70' },
      { lane: lanes2[1], mark: '10.95' },
      { lane: lanes2[2], mark: '11.00' },
      { lane: lanes2[3], mark: '11.1' },
      { lane: lanes2[4], mark: '1:02.35' },
      { lane: lanes2[5], status: 'DNS' },
      { lane: lanes2[6], mark: '11.30' },
    ]);
    expect(second.statusCode).toBe(200);
    expect(byLane(second.json().data.heat, lanes2[4]!).mark).toBe('1:02.35');

    let shown = await standings();
    const heats = shown.rounds[0].heats as Heat[];
    const qualified = heats.flatMap((heat) => heat.lanes.filter((lane) => lane.qualified)).map((lane) => [lane.mark, lane.qualified]);
    // Q: 10.80, 10.90, 10.90 (shared second place) and 10.70, 10.95; q: the best of the rest is 11.00,
    // twice: a tie for the last (and only) q place takes both through.
    expect(qualified.sort()).toEqual(
      [
        ['10.80', 'Q'],
        ['10.90', 'Q'],
        ['10.90', 'Q'],
        ['10.70', 'Q'],
        ['10.95', 'Q'],
        ['11.00', 'q'],
        ['11.00', 'q'],
      ].sort(),
    );
    // byMark 2 with 11.00 twice fills both q places exactly: 7 in the final, the fastest heat winner in lane 4.
    const finalLanes = shown.rounds[1].heats[0].lanes as Lane[];
    expect(finalLanes).toHaveLength(7);
    expect(finalLanes.find((lane) => lane.lane === 4)!.entry.id).toBe(byLane(heats[1]!, lanes2[0]!).entry.id);

    // A heat can be corrected (audited) until the final has results: the final's lanes follow.
    const corrected = await enter(heat2!.id!, [
      { lane: lanes2[0], mark: '10.70' },
      { lane: lanes2[1], mark: '10.95' },
      { lane: lanes2[2], mark: '11.00' },
      { lane: lanes2[3], mark: '11.00' },
      { lane: lanes2[4], mark: '1:02.35' },
      { lane: lanes2[5], status: 'DNS' },
      { lane: lanes2[6], mark: '11.30' },
    ]);
    expect(corrected.statusCode).toBe(200);
    shown = await standings();
    // Three at 11.00 now tie for the two q places: all three go through (8 in the final).
    expect(shown.rounds[0].heats.flatMap((heat: Heat) => heat.lanes.filter((lane) => lane.qualified === 'q'))).toHaveLength(3);
    const finalHeat = shown.rounds[1].heats[0] as Heat;
    expect(finalHeat.lanes).toHaveLength(8);
    const audit = await send(adminToken, 'GET', '/api/admin/audit-log?limit=5');
    const entry = audit.json().data.find((row: { action: string }) => row.action === 'heat.results-entered');
    expect(entry).toMatchObject({ entityId: String(heat2!.id), before: expect.arrayContaining([expect.objectContaining({ mark: 1110 })]) });

    // The final: two share first (two golds, no silver), then bronze; a DQ is unplaced.
    const finalMarks = ['10.60', '10.60', '10.75', '10.80', '10.85', '10.90', '11.00'];
    const finished = await enter(finalHeat.id!, [
      ...finalHeat.lanes.slice(0, 7).map((lane, index) => ({ lane: lane.lane, mark: finalMarks[index] })),
      { lane: finalHeat.lanes[7]!.lane, status: 'DQ', reason: 'Lane infringement' },
    ]);
    expect(finished.statusCode).toBe(200);
    shown = await standings();
    expect(shown.medalsPending).toBeNull();
    expect(shown.medals.map((medal: { place: number }) => medal.place)).toEqual([1, 1, 3]);
    expect(shown.ranking.map((row: { place: number | null; mark: string | null }) => [row.place, row.mark])).toEqual([
      [1, '10.60'],
      [1, '10.60'],
      [3, '10.75'],
      [4, '10.80'],
      [5, '10.85'],
      [6, '10.90'],
      [7, '11.00'],
      [null, null],
    ]);
    const tally = (await send(null, 'GET', `/api/public/events/${event.id}/medal-tally`)).json().data;
    expect(tally[0]).toMatchObject({ gold: 2, silver: 0, bronze: 1, total: 3 });

    // The final has results: the heats are locked, and the draw with them.
    const locked = await enter(heat2!.id!, [
      ...lanes2.slice(0, 5).map((lane) => ({ lane, mark: '10.00' })),
      { lane: lanes2[5], status: 'DNS' },
      { lane: lanes2[6], mark: '11.30' },
    ]);
    expect(locked.statusCode).toBe(409);
    expect((await send(adminToken, 'POST', roundsUrl, { ...base, seed: 7 })).statusCode).toBe(409);
    expect(entries).toHaveLength(14);
  });

  it('a score category ranks the highest first and a field small enough for one heat goes straight to a final', async () => {
    const { roundsUrl, standings } = await sprint(5, 'Archery');
    const drawn = (await send(adminToken, 'POST', roundsUrl, { startsAt: base.startsAt, lanes: 8 })).json().data;
    expect(drawn.resultType).toBe('score');
    expect(drawn.rounds.map((round: Round) => round.name)).toEqual(['Final']);
    const final = drawn.rounds[0].heats[0] as Heat;
    const scores = ['640', '655', '612.5', '655', '600'];
    const entered = await enter(
      final.id!,
      final.lanes.map((lane, index) => ({ lane: lane.lane, mark: scores[index] })),
    );
    expect(entered.statusCode).toBe(200);
    const shown = await standings();
    expect(shown.ranking.map((row: { place: number; mark: string }) => [row.place, row.mark])).toEqual([
      [1, '655'],
      [1, '655'],
      [3, '640'],
      [4, '612.5'],
      [5, '600'],
    ]);
    // The final can be corrected (no next round): the medals follow.
    await enter(
      final.id!,
      final.lanes.map((lane, index) => ({ lane: lane.lane, mark: ['640', '656', '612.5', '655', '600'][index] })),
    );
    expect((await standings()).medals.map((medal: { place: number }) => medal.place)).toEqual([1, 2, 3]);
  });

  it('staff of another tenant cannot enter a heat', async () => {
    const { roundsUrl } = await sprint(3);
    const drawn = (await send(adminToken, 'POST', roundsUrl, { startsAt: base.startsAt })).json().data;
    const other = await createTenant(harness.database.db);
    const outsider = await signInAs(harness.app, await createUser(harness.database.db, other.id, { role: 'staff' }));
    const answer = await harness.app.inject({
      method: 'PUT',
      url: `/api/staff/heats/${drawn.rounds[0].heats[0].id}/results`,
      headers: { host: other.hostname, authorization: `Bearer ${outsider}` },
      payload: { results: [{ lane: 4, mark: '10.00' }] },
    });
    expect(answer.statusCode).toBe(404);
  });

  it('the admin sets the result type on the category (higher is better for a distance), fixed once heats are drawn', async () => {
    const { roundsUrl, event, category, standings } = await sprint(3, 'Field Day');
    const categoryUrl = `/api/admin/events/${event.id}/categories/${category.id}`;
    expect((await standings()).resultType).toBe('match');
    const set = await send(adminToken, 'PATCH', categoryUrl, { resultType: 'distance' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.categories.find((row: { id: number }) => row.id === category.id).resultType).toBe('distance');
    expect((await send(adminToken, 'PATCH', categoryUrl, { resultType: 'jump' })).statusCode).toBe(400);
    const drawn = (await send(adminToken, 'POST', roundsUrl, { startsAt: base.startsAt })).json().data;
    expect(drawn.resultType).toBe('distance');
    const final = drawn.rounds[0].heats[0] as Heat;
    const marks = ['7.45', '7.8', '6.99'];
    const entered = await enter(
      final.id!,
      final.lanes.map((lane, index) => ({ lane: lane.lane, mark: marks[index] })),
    );
    expect(entered.json().data.heat.lanes.map((lane: Lane) => [lane.mark, lane.place])).toEqual([
      ['7.45', 2],
      ['7.80', 1],
      ['6.99', 3],
    ]);
    const refused = await send(adminToken, 'PATCH', categoryUrl, { resultType: 'time' });
    expect(refused.statusCode).toBe(409);
    expect((await send(adminToken, 'PATCH', categoryUrl, { resultType: 'distance' })).statusCode).toBe(200);
  });

  it('a field event takes each attempt: the best counts, the second best breaks a tie, X is a foul', async () => {
    const { roundsUrl, standings } = await sprint(4, 'Long Jump');
    const drawn = (await send(adminToken, 'POST', roundsUrl, { resultType: 'distance', startsAt: base.startsAt })).json().data;
    const final = drawn.rounds[0].heats[0] as Heat;
    const [a, b, c, d] = final.lanes.map((lane) => lane.lane);
    const attempts = [
      { lane: a, attempts: ['7.10', 'X', '7.45'] },
      { lane: b, attempts: ['7.45', '7.20', 'X'] },
      { lane: c, attempts: ['X', '7.20', '7.45'] },
      { lane: d, attempts: ['X', 'X', 'X'] },
    ];
    const noMark = await enter(final.id!, attempts);
    expect(noMark.statusCode).toBe(400);
    expect(noMark.json().message).toMatch(/no valid attempt/);
    const bad = await enter(final.id!, [...attempts.slice(0, 3), { lane: d, attempts: ['6.9.0'] }]);
    expect(bad.json().message).toMatch(/X for a foul/);
    const both = await enter(final.id!, [...attempts.slice(0, 3), { lane: d, mark: '6.90', attempts: ['6.90'] }]);
    expect(both.statusCode).toBe(400);
    const entered = await enter(final.id!, [...attempts.slice(0, 3), { lane: d, attempts: ['6.90', '-', 'X'] }]);
    expect(entered.statusCode).toBe(200);
    const byLane = new Map((entered.json().data.heat.lanes as (Lane & { attempts: string[] })[]).map((lane) => [lane.lane, lane]));
    // b and c: 7.45 then 7.20: level on both, a shared first; a: 7.45 then 7.10, third.
    expect([a, b, c, d].map((lane) => [byLane.get(lane!)!.mark, byLane.get(lane!)!.place])).toEqual([
      ['7.45', 3],
      ['7.45', 1],
      ['7.45', 1],
      ['6.90', 4],
    ]);
    expect(byLane.get(a!)!.attempts).toEqual(['7.10', 'X', '7.45']);
    expect((await standings()).medals.map((medal: { place: number }) => medal.place)).toEqual([1, 1, 3]);
  });
});
