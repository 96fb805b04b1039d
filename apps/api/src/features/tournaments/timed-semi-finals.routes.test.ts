import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { callAs, startConsoleHarness, type ConsoleHarness, type HttpMethod } from '../../../test/console-harness';
import { createCompany } from '../../../test/factories';
import { createEvent, createTeam } from '../../../test/event-factories';
import { eventSportCategories, sports } from '../../db/schema/index';

interface Lane {
  lane: number;
  entry: { id: number; name: string };
  mark: string | null;
  place: number | null;
  qualified: 'Q' | 'q' | null;
}
interface Heat {
  id: number | null;
  name: string;
  startsAt: string;
  status: string;
  lanes: Lane[];
}
interface Round {
  number: number;
  name: string;
  qualify: { byPlace: number; byMark: number } | null;
  heats: Heat[];
}

/** Issue 32: semi-finals between heats and the final for big fields (docs/tournaments.md, "Rounds"). */
describe('timed events: heats, semi-finals and the final', () => {
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

  async function sprint(count: number) {
    const db = harness.database.db;
    const setup = await createEvent(db, tenant);
    const company = await createCompany(db, tenant.id);
    const [sport] = await db
      .insert(sports)
      .values({ tenantId: tenant.id, name: `Athletics ${setup.event.slug}`, sportGroup: 'Individual', isTeamSport: true })
      .returning();
    const [category] = await db
      .insert(eventSportCategories)
      .values({ eventId: setup.event.id, sportId: sport!.id, sportCategoryId: setup.footballOpen.sportCategoryId, venueId: setup.venue.id })
      .returning();
    for (let index = 1; index <= count; index++) await createTeam(db, category!.id, `Runner ${index}`, company.id);
    return {
      roundsUrl: `/api/admin/events/${setup.event.id}/categories/${category!.id}/rounds`,
      standings: async () =>
        (await send(null, 'GET', `/api/public/events/${setup.event.id}/standings?eventSportCategoryId=${category!.id}`)).json().data as {
          rounds: Round[];
          ranking: { place: number | null }[];
          medals: { place: number }[];
        },
    };
  }
  /** Every lane of a heat gets a distinct time: `base` hundredths plus its position, so places follow lane order here. */
  const runHeat = (heat: Heat, base: number) =>
    send(staffToken, 'PUT', `/api/staff/heats/${heat.id}/results`, {
      results: heat.lanes.map((lane, index) => ({ lane: lane.lane, mark: ((base + index * 7) / 100).toFixed(2) })),
    });
  const startsAt = '2026-07-02T09:00:00+05:30';

  it('a field of more than 3 heats runs semi-finals by the rule: heats → semi-finals → final, qualifiers counted and dealt evenly', async () => {
    const { roundsUrl, standings } = await sprint(30);
    const rule = { startsAt, lanes: 8, qualify: { byPlace: 3, byMark: 4 }, seed: 5 };
    // 30 entries need 4 heats: semi-finals follow, and who reaches the final must be said.
    const missing = await send(adminToken, 'POST', roundsUrl, rule);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/semiQualify/);
    const tooMany = await send(adminToken, 'POST', roundsUrl, { ...rule, semiQualify: { byPlace: 4, byMark: 2 } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/8 lanes/);

    const drawn = await send(adminToken, 'POST', roundsUrl, { ...rule, semiQualify: { byPlace: 3, byMark: 2 } });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const rounds = drawn.json().data.rounds as Round[];
    expect(rounds.map((round) => [round.name, round.heats.length, round.qualify])).toEqual([
      ['Heats', 4, { byPlace: 3, byMark: 4 }],
      ['Semi-finals', 2, { byPlace: 3, byMark: 2 }],
      ['Final', 1, null],
    ]);
    expect(rounds[1]!.heats.map((heat) => heat.name)).toEqual(['Semi-final 1', 'Semi-final 2']);
    // Heats every 10 minutes from 09:00, semi-finals 30 minutes after the last heat, the final 30 after the last semi-final.
    const times = rounds.flatMap((round) => round.heats.map((heat) => new Date(heat.startsAt).toISOString().slice(11, 16)));
    expect(times).toEqual(['03:30', '03:40', '03:50', '04:00', '04:30', '04:40', '05:10']);
    expect(rounds[1]!.heats.every((heat) => heat.lanes.length === 0)).toBe(true);

    const [heats, semis] = rounds as [Round, Round, Round];
    for (const [index, heat] of heats.heats.entries()) expect((await runHeat(heat, 1050 + index)).statusCode).toBe(200);
    let shown = await standings();
    const heatLanes = shown.rounds[0]!.heats.flatMap((heat) => heat.lanes);
    expect(heatLanes.filter((lane) => lane.qualified === 'Q')).toHaveLength(12);
    expect(heatLanes.filter((lane) => lane.qualified === 'q')).toHaveLength(4);
    // 16 qualifiers dealt serpentine into the two semi-finals: 8 each, the best of each in the centre lane.
    const semiLanes = shown.rounds[1]!.heats.map((heat) => heat.lanes);
    expect(semiLanes.map((lanes) => lanes.length)).toEqual([8, 8]);
    const semiEntries = semiLanes.flat().map((lane) => lane.entry.id);
    expect(new Set(semiEntries).size).toBe(16);
    expect(new Set(semiEntries)).toEqual(new Set(heatLanes.filter((lane) => lane.qualified).map((lane) => lane.entry.id)));
    const fastest = heatLanes.find((lane) => lane.mark === '10.50')!;
    expect(semiLanes[0]!.find((lane) => lane.lane === 4)!.entry.id).toBe(fastest.entry.id);
    expect(shown.rounds[2]!.heats[0]!.lanes).toHaveLength(0);

    // The final is drawn once both semi-finals are in; a heat cannot change once a semi-final has results.
    const semiHeats = shown.rounds[1]!.heats;
    expect((await runHeat(semiHeats[0]!, 1040)).statusCode).toBe(200);
    expect((await standings()).rounds[2]!.heats[0]!.lanes).toHaveLength(0);
    expect((await runHeat(heats.heats[0]!, 1000)).statusCode).toBe(409);
    expect((await runHeat(semiHeats[1]!, 1041)).statusCode).toBe(200);
    shown = await standings();
    const semiResults = shown.rounds[1]!.heats.flatMap((heat) => heat.lanes);
    expect(semiResults.filter((lane) => lane.qualified === 'Q')).toHaveLength(6);
    expect(semiResults.filter((lane) => lane.qualified === 'q')).toHaveLength(2);
    const final = shown.rounds[2]!.heats[0]!;
    expect(final.lanes).toHaveLength(8);
    expect(new Set(final.lanes.map((lane) => lane.entry.id))).toEqual(
      new Set(semiResults.filter((lane) => lane.qualified).map((lane) => lane.entry.id)),
    );
    expect(semis.heats).toHaveLength(2);

    // The final sets the ranking and the medals.
    expect((await runHeat(final, 1020)).statusCode).toBe(200);
    shown = await standings();
    expect(shown.ranking.map((row) => row.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(shown.medals.map((row) => row.place)).toEqual([1, 2, 3]);
  });

  it('the admin asks for semi-finals, or refuses them, explicitly; strict and clear about what does not fit', async () => {
    const small = await sprint(14);
    const asked = await send(adminToken, 'POST', small.roundsUrl, {
      startsAt,
      lanes: 8,
      semiFinals: true,
      qualify: { byPlace: 4, byMark: 0 },
      semiQualify: { byPlace: 2, byMark: 0 },
      semiStartsAt: '2026-07-02T11:00:00+05:30',
      finalStartsAt: '2026-07-02T15:00:00+05:30',
      dryRun: true,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const rounds = asked.json().data.rounds as Round[];
    expect(rounds.map((round) => [round.name, round.heats.length])).toEqual([
      ['Heats', 2],
      ['Semi-finals', 2],
      ['Final', 1],
    ]);
    expect(rounds[1]!.heats.map((heat) => heat.startsAt)).toEqual(['2026-07-02T05:30:00.000Z', '2026-07-02T05:40:00.000Z']);
    expect(rounds[2]!.heats[0]!.startsAt).toBe('2026-07-02T09:30:00.000Z');

    // 14 entries go straight to the final: semiQualify and semiStartsAt sent for the rule's case change nothing,
    // but beside semiFinals: false they contradict it.
    const plain = { startsAt, lanes: 8, qualify: { byPlace: 2, byMark: 2 }, dryRun: true };
    for (const extra of [{ semiQualify: { byPlace: 2, byMark: 0 } }, { semiStartsAt: '2026-07-02T11:00:00+05:30' }]) {
      const byRule = await send(adminToken, 'POST', small.roundsUrl, { ...plain, ...extra });
      expect(byRule.statusCode, byRule.body).toBe(200);
      expect((byRule.json().data.rounds as Round[]).map((round) => round.name)).toEqual(['Heats', 'Final']);
      const refused = await send(adminToken, 'POST', small.roundsUrl, { ...plain, ...extra, semiFinals: false });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/semiFinals is false/);
    }
    // Semi-finals before the heats end, or a final before the semi-finals, are refused.
    const early = await send(adminToken, 'POST', small.roundsUrl, {
      ...plain,
      semiFinals: true,
      semiQualify: { byPlace: 2, byMark: 0 },
      semiStartsAt: '2026-07-02T09:05:00+05:30',
    });
    expect(early.json().message).toMatch(/after the last heat/);
    const lateFinal = await send(adminToken, 'POST', small.roundsUrl, {
      ...plain,
      semiFinals: true,
      semiQualify: { byPlace: 2, byMark: 0 },
      finalStartsAt: '2026-07-02T09:30:00+05:30',
    });
    expect(lateFinal.json().message).toMatch(/after the last semi-final/);
    // One heat is already the final.
    const tiny = await sprint(5);
    const one = await send(adminToken, 'POST', tiny.roundsUrl, { startsAt, semiFinals: true, dryRun: true });
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toMatch(/at least two heats/);
    // Unknown keys are refused (strict), inside semiQualify too.
    const typo = await send(adminToken, 'POST', small.roundsUrl, { ...plain, semiFinals: true, semiQualify: { byPlace: 2, byMarks: 1 } });
    expect(typo.statusCode).toBe(400);

    // A big field without semi-finals when the final can carry the rule: 4 heats, the first 2 of each.
    const big = await sprint(30);
    const straight = await send(adminToken, 'POST', big.roundsUrl, { ...plain, semiFinals: false, qualify: { byPlace: 2, byMark: 0 } });
    expect(straight.statusCode, straight.body).toBe(200);
    expect((straight.json().data.rounds as Round[]).map((round) => round.name)).toEqual(['Heats', 'Final']);
    const overfull = await send(adminToken, 'POST', big.roundsUrl, { ...plain, semiFinals: false });
    expect(overfull.statusCode).toBe(400);
    expect(overfull.json().message).toMatch(/is 10: .*semiFinals: true/);
  });
});
