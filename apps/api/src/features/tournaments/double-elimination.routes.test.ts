import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { callAs, startConsoleHarness, type ConsoleHarness, type HttpMethod } from '../../../test/console-harness';
import { createCompany } from '../../../test/factories';
import { createEvent, createTeam } from '../../../test/event-factories';

type Side = { team: { id: number; name: string } | null; label: string };
type BracketFixture = {
  id: number;
  group: string | null;
  roundName: string;
  status: string;
  home: Side;
  away: Side;
  winnerTeamId: number | null;
};

/** Double elimination through the API (issue 31): both brackets, losers dropping in, the grand final and its reset, medals. */
describe('double elimination draws', () => {
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

  async function drawn(count: number) {
    const db = harness.database.db;
    const setup = await createEvent(db, tenant);
    const company = await createCompany(db, tenant.id);
    for (let index = 1; index <= count; index++) await createTeam(db, setup.footballOpen.id, `Team ${index}`, company.id);
    const answer = await send(adminToken, 'POST', `/api/admin/events/${setup.event.id}/categories/${setup.footballOpen.id}/draw`, {
      format: 'double_elimination',
      seeding: 'registration',
    });
    expect(answer.statusCode).toBe(200);
    const standings = async () =>
      (await send(null, 'GET', `/api/public/events/${setup.event.id}/standings?eventSportCategoryId=${setup.footballOpen.id}`)).json().data;
    return { draw: answer.json().data, standings };
  }
  /** Plays every ready match: the home side wins, except in `awayWins`. */
  async function playReady(standings: () => Promise<{ knockout: BracketFixture[] }>, awayWins: (fixture: BracketFixture) => boolean) {
    for (;;) {
      const ready = (await standings()).knockout.find(
        (fixture) => fixture.status === 'scheduled' && fixture.home.team && fixture.away.team,
      );
      if (!ready) return;
      const away = awayWins(ready);
      const answer = await send(staffToken, 'PUT', `/api/staff/fixtures/${ready.id}/score`, {
        status: 'finished',
        home: away ? 0 : 3,
        away: away ? 3 : 0,
      });
      expect(answer.statusCode, JSON.stringify(answer.json())).toBe(200);
    }
  }

  it('refuses options a double elimination does not use', async () => {
    const setup = await createEvent(harness.database.db, tenant);
    const url = `/api/admin/events/${setup.event.id}/categories/${setup.footballOpen.id}/draw`;
    const answer = await send(adminToken, 'POST', url, { format: 'double_elimination', seeding: 'registration', thirdPlaceMatch: true });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/does not take `thirdPlaceMatch`/);
  });

  it('draws both brackets with byes, drops losers in, and plays the grand final reset when the losers’ champion wins', async () => {
    const { draw, standings } = await drawn(6);
    // Six in a bracket of eight: two byes in the winners' first round, so one losers' first-round match is a bye too.
    const groups = (draw.fixtures as BracketFixture[]).map((fixture) => fixture.group);
    expect(groups.filter((group) => group === 'Winners')).toHaveLength(5);
    expect(groups.filter((group) => group === 'Losers')).toHaveLength(4);
    expect(draw.fixtures.at(-1)).toMatchObject({ roundName: 'Grand final', home: { label: "Winner of Winners' final" } });
    expect((draw.fixtures as BracketFixture[]).some((fixture) => fixture.away.label === "Loser of Winners' final")).toBe(true);

    // Home wins everywhere except the grand final, which the losers' champion takes: a reset is added.
    await playReady(standings, (fixture) => fixture.roundName === 'Grand final');
    let table = await standings();
    const reset = (table.knockout as BracketFixture[]).find((fixture) => fixture.roundName === 'Grand final reset');
    expect(reset).toBeDefined();
    expect(reset!.status).toBe('finished');
    expect(table.medalsPending).toBeNull();
    expect(table.medals.map((medal: { place: number }) => medal.place)).toEqual([1, 2, 3]);
    expect(table.medals[0].team.id).toBe(reset!.winnerTeamId);
    expect(table.elimination.map((row: { place: number }) => row.place)).toEqual([1, 2, 3, 4, 5, 5]);
    expect(table.elimination[2].eliminatedIn).toBe("Losers' final");

    // The reset has been played: the grand final can no longer change.
    const grandFinal = (table.knockout as BracketFixture[]).find((fixture) => fixture.roundName === 'Grand final')!;
    const refused = await send(staffToken, 'PUT', `/api/staff/fixtures/${grandFinal.id}/score`, { status: 'finished', home: 3, away: 0 });
    expect(refused.statusCode).toBe(409);
    // An admin resets the reset, then corrects the grand final: the winners' champion won, no reset is needed.
    expect((await send(adminToken, 'DELETE', `/api/admin/fixtures/${reset!.id}/score`)).statusCode).toBe(200);
    const corrected = await send(adminToken, 'PUT', `/api/staff/fixtures/${grandFinal.id}/score`, { status: 'finished', home: 3, away: 0 });
    expect(corrected.statusCode).toBe(200);
    table = await standings();
    expect((table.knockout as BracketFixture[]).some((fixture) => fixture.roundName === 'Grand final reset')).toBe(false);
    expect(table.medals[0].team.id).toBe(grandFinal.home.team!.id);
  });

  it('no reset when the winners’ champion wins the grand final; medals wait for it', async () => {
    const { standings } = await drawn(4);
    const before = await standings();
    expect(before.medals).toEqual([]);
    expect(before.elimination.every((row: { place: number }) => row.place === 0)).toBe(true);
    await playReady(standings, () => false);
    const after = await standings();
    expect((after.knockout as BracketFixture[]).map((fixture) => fixture.roundName)).not.toContain('Grand final reset');
    expect(after.medals.map((medal: { place: number }) => medal.place)).toEqual([1, 2, 3]);
  });
});
