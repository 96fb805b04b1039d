import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { callAs, startConsoleHarness, type ConsoleHarness, type HttpMethod } from '../../../test/console-harness';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, createFixture, createPlacing, createTeam } from '../../../test/event-factories';
import { eq } from 'drizzle-orm';
import { fixtures, registrations, staffEventAssignments, teams } from '../../db/schema/index';

describe('tournaments: draw, score entry, standings and medals that follow from results', () => {
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

  async function eventWithTeams(count: number) {
    const db = harness.database.db;
    const setup = await createEvent(db, tenant);
    const company = await createCompany(db, tenant.id);
    const teams = [];
    for (let index = 1; index <= count; index++) teams.push(await createTeam(db, setup.footballOpen.id, `Team ${index}`, company.id));
    return { ...setup, company, teams, drawUrl: `/api/admin/events/${setup.event.id}/categories/${setup.footballOpen.id}/draw` };
  }
  const score = (fixtureId: number, body: object, token = staffToken) => send(token, 'PUT', `/api/staff/fixtures/${fixtureId}/score`, body);
  const standings = (eventId: number, escId: number) =>
    send(null, 'GET', `/api/public/events/${eventId}/standings?eventSportCategoryId=${escId}`);

  it('previews a draw without writing, then draws a seeded knockout with byes that reproduces from its seed', async () => {
    const { event, footballOpen, drawUrl, teams } = await eventWithTeams(6);
    const preview = await send(adminToken, 'POST', drawUrl, {
      format: 'single_elimination',
      seeding: 'random',
      seed: 7,
      thirdPlaceMatch: true,
      dryRun: true,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ dryRun: true, seed: 7 });
    expect(preview.json().data.fixtures).toHaveLength(6);
    expect((await standings(event.id, footballOpen.id)).json().data.knockout).toEqual([]);

    const made = await send(adminToken, 'POST', drawUrl, {
      format: 'single_elimination',
      seeding: 'random',
      seed: 7,
      thirdPlaceMatch: true,
    });
    expect(made.statusCode).toBe(200);
    const fixtures = made.json().data.fixtures;
    // Same seed, same draw: the preview and the written draw agree side by side.
    expect(fixtures.map((fixture: { home: unknown; away: unknown }) => [fixture.home, fixture.away])).toEqual(
      preview.json().data.fixtures.map((fixture: { home: unknown; away: unknown }) => [fixture.home, fixture.away]),
    );
    expect(fixtures.every((fixture: { id: number | null }) => fixture.id !== null)).toBe(true);
    // Six teams in a bracket of eight: two byes, so two first-round matches.
    expect(fixtures.filter((fixture: { round: number }) => fixture.round === 1)).toHaveLength(2);
    expect(fixtures.map((fixture: { roundName: string }) => fixture.roundName)).toContain('Third place');
    const audit = await send(adminToken, 'GET', '/api/admin/audit-log?limit=1');
    expect(audit.json().data[0]).toMatchObject({ action: 'draw.made', after: { seed: 7, seeding: 'random' } });
    const bracket = (await standings(event.id, footballOpen.id)).json().data;
    expect(bracket.knockout).toHaveLength(6);
    expect(bracket.knockout.find((fixture: { roundName: string }) => fixture.roundName === 'Final').home.label).toBe(
      'Winner of Semi-final 1',
    );
    expect(teams).toHaveLength(6);
  });

  it('draws an individual sport: each confirmed entry is a one-person team named after the person, made only by the real draw', async () => {
    const db = harness.database.db;
    const { event, chessOpen } = await createEvent(db, tenant);
    const names = ['Asha Rao', 'Bala Iyer', 'Asha Rao', 'Chetan Das', 'Dev Nair'];
    const entered = [];
    for (const name of names) {
      const player = await createUser(db, tenant.id, { name });
      const [row] = await db.insert(registrations).values({ userId: player.id, eventSportCategoryId: chessOpen.id }).returning();
      entered.push(row!);
    }
    // A withdrawn entry is not drawn.
    await db.update(registrations).set({ status: 'withdrawn' }).where(eq(registrations.id, entered[4]!.id));
    const drawUrl = `/api/admin/events/${event.id}/categories/${chessOpen.id}/draw`;
    const request = { format: 'single_elimination', seeding: 'registration', dryRun: true };

    const preview = await send(adminToken, 'POST', drawUrl, request);
    expect(preview.statusCode).toBe(200);
    const drawnNames = (answer: {
      fixtures: Array<{ home: { team: { name: string } | null }; away: { team: { name: string } | null } }>;
    }) =>
      answer.fixtures
        .flatMap((fixture) => [fixture.home.team?.name, fixture.away.team?.name])
        .filter(Boolean)
        .sort();
    expect(drawnNames(preview.json().data)).toEqual(['Asha Rao', `Asha Rao (${entered[2]!.id})`, 'Bala Iyer', 'Chetan Das']);
    expect(await db.select().from(teams).where(eq(teams.eventSportCategoryId, chessOpen.id))).toHaveLength(0);

    const made = await send(adminToken, 'POST', drawUrl, { ...request, dryRun: false });
    expect(made.statusCode).toBe(200);
    expect(drawnNames(made.json().data)).toEqual(drawnNames(preview.json().data));
    const linked = await db.select().from(registrations).where(eq(registrations.eventSportCategoryId, chessOpen.id));
    expect(linked.filter((row) => row.status === 'confirmed').every((row) => row.teamId !== null)).toBe(true);
    // Drawn, not yet scheduled: the public list says so, no day holds it, and it is nobody's next match.
    const listed = (await send(null, 'GET', `/api/public/events/${event.id}/fixtures`)).json().data as Array<{
      eventSportCategoryId: number;
      isScheduled: boolean;
    }>;
    expect(listed.filter((row) => row.eventSportCategoryId === chessOpen.id).every((row) => !row.isScheduled)).toBe(true);
    const onFirstDay = (await send(null, 'GET', `/api/public/events/${event.id}/fixtures?date=${event.startsOn}`)).json().data as Array<{
      eventSportCategoryId: number;
    }>;
    expect(onFirstDay.filter((row) => row.eventSportCategoryId === chessOpen.id)).toEqual([]);
    const player = await signInAs(harness.app, { id: entered[0]!.userId, tenantId: tenant.id });
    const mine = (await send(player, 'GET', '/api/customer/registrations')).json().data as Array<{ nextFixture: unknown }>;
    expect(mine[0]!.nextFixture).toBeNull();

    // A redraw keeps each person's team.
    const again = await send(adminToken, 'POST', drawUrl, { ...request, dryRun: false });
    expect(again.statusCode).toBe(200);
    expect(await db.select().from(teams).where(eq(teams.eventSportCategoryId, chessOpen.id))).toHaveLength(4);
  });

  it('plays a knockout through: winners advance, medals only once the final and third-place match are finished', async () => {
    const { event, footballOpen, drawUrl, teams } = await eventWithTeams(4);
    const made = await send(adminToken, 'POST', drawUrl, { format: 'single_elimination', seeding: 'registration', thirdPlaceMatch: true });
    const [semi1, semi2, final, third] = made.json().data.fixtures;
    expect([semi1.home.team.name, semi1.away.team.name, semi2.home.team.name, semi2.away.team.name]).toEqual([
      'Team 1',
      'Team 4',
      'Team 2',
      'Team 3',
    ]);

    expect((await score(final.id, { status: 'live', home: 0, away: 0 })).json()).toMatchObject({ error: 'FIXTURE_NOT_READY' });
    expect((await score(semi1.id, { status: 'finished', home: 1, away: 1 })).statusCode).toBe(400);
    expect((await score(semi1.id, { status: 'live', home: 1, away: 0 })).statusCode).toBe(200);
    // The first match has started: no redraw.
    expect((await send(adminToken, 'POST', drawUrl, { format: 'round_robin', seeding: 'registration' })).json()).toMatchObject({
      error: 'DRAW_LOCKED',
    });
    expect((await score(semi1.id, { status: 'finished', home: 2, away: 0 })).json().data).toMatchObject({
      winnerTeamId: teams[0]!.id,
      decidedBy: 'regular',
    });
    const penalties = await score(semi2.id, {
      status: 'finished',
      home: 1,
      away: 1,
      decidedBy: 'penalties',
      shootout: { home: 3, away: 4 },
    });
    expect(penalties.json().data.winnerTeamId).toBe(teams[2]!.id);
    // The admin's results list carries the structured score, so a correction starts from it (issue 17).
    const adminResults = await send(adminToken, 'GET', `/api/admin/events/${event.id}/results`);
    expect(adminResults.json().data.fixtures.find((fixture: { id: number }) => fixture.id === semi2.id)).toMatchObject({
      homeScore: '1',
      awayScore: '1',
      decidedBy: 'penalties',
      shootout: { home: 3, away: 4 },
      sets: null,
      winnerTeamId: teams[2]!.id,
    });
    const audit = await send(adminToken, 'GET', '/api/admin/audit-log?limit=5');
    expect(audit.json().data.map((entry: { action: string }) => entry.action)).toContain('fixture.score-entered');
    // The public fixture and the bracket say how a drawn knockout was won, so a 1–1 with a winner reads right (issue 17).
    const publicFixtures = (await send(null, 'GET', `/api/public/events/${event.id}/fixtures`)).json().data as Array<{ id: number }>;
    expect(publicFixtures.find((fixture) => fixture.id === semi2.id)).toMatchObject({
      decidedBy: 'penalties',
      shootout: { home: 3, away: 4 },
    });
    expect(publicFixtures.find((fixture) => fixture.id === semi1.id)).toMatchObject({ decidedBy: 'regular', shootout: null });
    expect(publicFixtures.find((fixture) => fixture.id === final.id)).toMatchObject({ decidedBy: null, shootout: null });
    const bracketSemi2 = (await standings(event.id, footballOpen.id))
      .json()
      .data.knockout.find((fixture: { id: number }) => fixture.id === semi2.id);
    expect(bracketSemi2).toMatchObject({ decidedBy: 'penalties', shootout: { home: 3, away: 4 } });

    let table = (await standings(event.id, footballOpen.id)).json().data;
    const finalRow = table.knockout.find((fixture: { id: number }) => fixture.id === final.id);
    expect([finalRow.home.team.name, finalRow.away.team.name]).toEqual(['Team 1', 'Team 3']);
    const thirdRow = table.knockout.find((fixture: { id: number }) => fixture.id === third.id);
    expect([thirdRow.home.team.name, thirdRow.away.team.name]).toEqual(['Team 4', 'Team 2']);

    await score(final.id, { status: 'finished', home: 0, away: 2 });
    table = (await standings(event.id, footballOpen.id)).json().data;
    expect(table.medals).toEqual([]);
    expect(table.medalsPending).toMatch(/deciding matches/);
    const tally = () => send(null, 'GET', `/api/public/events/${event.id}/medal-tally`);
    expect((await tally()).json().data).toEqual([]);

    await score(third.id, { status: 'finished', home: 0, away: 3, decidedBy: 'walkover', winner: 'away' });
    table = (await standings(event.id, footballOpen.id)).json().data;
    expect(table.medalsPending).toBeNull();
    expect(table.medals.map((medal: { place: number; team: { name: string } }) => [medal.place, medal.team.name])).toEqual([
      [1, 'Team 3'],
      [2, 'Team 1'],
      [3, 'Team 2'],
    ]);
    expect((await tally()).json().data[0]).toMatchObject({ gold: 1, silver: 1, bronze: 1 });
    expect((await send(null, 'GET', `/api/public/events/${event.id}/results`)).json().data.undecided).toEqual([]);
    // A finished semi-final whose winner already played the final cannot change its winner.
    expect((await score(semi1.id, { status: 'finished', home: 0, away: 2 })).json()).toMatchObject({ error: 'DRAW_LOCKED' });
    // A score typed through the older admin call replaces the structured one: the shoot-out goes with it.
    const typed = await send(adminToken, 'PATCH', `/api/admin/events/${event.id}/fixtures/${semi2.id}`, { homeScore: '1', awayScore: '2' });
    expect(typed.json().data.fixtures.find((fixture: { id: number }) => fixture.id === semi2.id)).toMatchObject({
      homeScore: '1',
      awayScore: '2',
      sets: null,
      decidedBy: null,
      shootout: null,
    });
  });

  it("an admin unwinds a bracket from its end: a started final is reset, then the semi-final's winner can change", async () => {
    const { event, footballOpen, drawUrl, teams } = await eventWithTeams(4);
    const made = await send(adminToken, 'POST', drawUrl, { format: 'single_elimination', seeding: 'registration' });
    const [semi1, semi2, final] = made.json().data.fixtures;
    const reset = (fixtureId: number, token = adminToken, host = tenant.hostname) =>
      send(token, 'DELETE', `/api/admin/fixtures/${fixtureId}/score`, undefined, host);
    await score(semi1.id, { status: 'finished', home: 2, away: 0 });
    await score(semi2.id, { status: 'finished', home: 1, away: 0 });
    await score(final.id, { status: 'live', home: 0, away: 0 });

    // Staff are told to ask; an admin is told what to do.
    const staffRefusal = (await score(semi1.id, { status: 'finished', home: 0, away: 2 })).json();
    expect(staffRefusal).toMatchObject({ error: 'DRAW_LOCKED', message: expect.stringMatching(/Ask an admin\.$/) });
    const adminRefusal = (await score(semi1.id, { status: 'finished', home: 0, away: 2 }, adminToken)).json();
    expect(adminRefusal).toMatchObject({ error: 'DRAW_LOCKED', message: expect.stringMatching(/Reset that match to 'not played' first/) });
    // The semi-final itself cannot be reset while the final is on.
    expect((await reset(semi1.id)).json()).toMatchObject({ error: 'DRAW_LOCKED' });

    // Only admins reset, only matches of their own site, only matches that have a score.
    expect((await reset(final.id, staffToken)).statusCode).toBe(403);
    const otherTenant = await createTenant(harness.database.db);
    const otherAdmin = await signInAs(harness.app, await createUser(harness.database.db, otherTenant.id, { role: 'admin' }));
    expect((await reset(final.id, otherAdmin, otherTenant.hostname)).statusCode).toBe(404);
    expect((await reset(final.id)).json().data).toMatchObject({ status: 'scheduled', home: null, away: null, winnerTeamId: null });
    expect((await reset(final.id)).json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: expect.stringMatching(/nothing to reset/),
    });

    // A finished final that is reset takes its medals with it.
    await score(final.id, { status: 'finished', home: 1, away: 0 });
    expect((await standings(event.id, footballOpen.id)).json().data.medals).toHaveLength(4); // gold, silver, two bronzes
    expect((await reset(final.id)).statusCode).toBe(200);
    expect((await standings(event.id, footballOpen.id)).json().data.medals).toEqual([]);
    const resetEntry = (await send(adminToken, 'GET', '/api/admin/audit-log?limit=5'))
      .json()
      .data.find((entry: { action: string }) => entry.action === 'fixture.score-reset');
    expect(resetEntry.before).toMatchObject({ status: 'finished', homeScore: '1', awayScore: '0', decidedBy: 'regular' });

    // With the final back to not played, the semi-final's winner changes and the final follows.
    expect((await score(semi1.id, { status: 'finished', home: 0, away: 2 }, adminToken)).statusCode).toBe(200);
    let finalRow = (await standings(event.id, footballOpen.id)).json().data.knockout.find((row: { id: number }) => row.id === final.id);
    expect(finalRow.home.team.id).toBe(teams[3]!.id);
    // Resetting a finished semi-final takes its winner out of the final again.
    expect((await reset(semi1.id)).statusCode).toBe(200);
    finalRow = (await standings(event.id, footballOpen.id)).json().data.knockout.find((row: { id: number }) => row.id === final.id);
    expect(finalRow.home.team).toBeNull();
    const audit = (await send(adminToken, 'GET', '/api/admin/audit-log?limit=3')).json().data as { action: string; entityId: string }[];
    expect(audit.find((entry) => entry.action === 'fixture.score-reset')).toMatchObject({ entityId: String(semi1.id) });
  });

  it('groups then knockout: tables with tie-breakers, and complete groups fill the knockout cross-over', async () => {
    const { event, footballOpen, drawUrl, teams } = await eventWithTeams(6);
    const made = await send(adminToken, 'POST', drawUrl, {
      format: 'groups_knockout',
      groups: 2,
      advancePerGroup: 2,
      seeding: 'registration',
    });
    expect(made.statusCode).toBe(200);
    const data = made.json().data;
    expect(data.groups.map((group: { teams: { name: string }[] }) => group.teams.map((team) => team.name))).toEqual([
      ['Team 1', 'Team 4', 'Team 5'],
      ['Team 2', 'Team 3', 'Team 6'],
    ]);
    const groupA = data.fixtures.filter((fixture: { group: string | null }) => fixture.group === 'A');
    // Group A: Team 5 wins everything, Team 1 beats Team 4.
    for (const fixture of groupA) {
      const names = [fixture.home.team.name, fixture.away.team.name];
      const homeWins = names[0] === 'Team 5' || (names[0] === 'Team 1' && names[1] === 'Team 4');
      await score(fixture.id, { status: 'finished', home: homeWins ? 2 : 0, away: homeWins ? 0 : 2 });
    }
    const table = (await standings(event.id, footballOpen.id)).json().data;
    expect(table.groups[0]).toMatchObject({ name: 'A', complete: true });
    expect(
      table.groups[0].rows.map((row: { rank: number; team: { name: string }; points: number }) => [row.rank, row.team.name, row.points]),
    ).toEqual([
      [1, 'Team 5', 6],
      [2, 'Team 1', 3],
      [3, 'Team 4', 0],
    ]);
    expect(table.groups[0].rows[0]).toMatchObject({ played: 2, won: 2, drawn: 0, lost: 0, for: 4, against: 0, difference: 4 });
    expect(table.groups[1]).toMatchObject({ name: 'B', complete: false });
    const semis = table.knockout.filter((fixture: { roundName: string }) => fixture.roundName === 'Semi-final');
    // A1 v B2 and B1 v A2: group A is complete, group B not yet.
    expect(semis.map((semi: { home: { label: string }; away: { label: string } }) => [semi.home.label, semi.away.label])).toEqual([
      ['Team 5', '2nd Group B'],
      ['1st Group B', 'Team 1'],
    ]);
    expect(teams).toHaveLength(6);

    // Once a knockout match that group A feeds is under way, group A's results stay (issue 17's red team):
    // neither a reset nor a correction may reorder a table whose places are already playing on.
    const groupB = data.fixtures.filter((fixture: { group: string | null }) => fixture.group === 'B');
    for (const fixture of groupB) await score(fixture.id, { status: 'finished', home: 1, away: 0 });
    const knockout = (await standings(event.id, footballOpen.id)).json().data.knockout;
    const firstSemi = knockout.find((fixture: { roundName: string }) => fixture.roundName === 'Semi-final');
    expect((await score(firstSemi.id, { status: 'live', home: 0, away: 0 })).statusCode).toBe(200);
    const reset = await send(adminToken, 'DELETE', `/api/admin/fixtures/${groupA[0].id}/score`);
    expect(reset.json()).toMatchObject({ error: 'DRAW_LOCKED', message: expect.stringMatching(/knockout this group feeds has started/) });
    const corrected = await score(groupA[0].id, { status: 'finished', home: 5, away: 5 }, adminToken);
    expect(corrected.json()).toMatchObject({ error: 'DRAW_LOCKED' });
    // Reset the semi-final first, and group A is open again.
    expect((await send(adminToken, 'DELETE', `/api/admin/fixtures/${firstSemi.id}/score`)).statusCode).toBe(200);
    expect((await send(adminToken, 'DELETE', `/api/admin/fixtures/${groupA[0].id}/score`)).statusCode).toBe(200);
  });

  it('refuses bad draws with a reason, foreign ids, and staff of another event', async () => {
    const { event, footballOpen, drawUrl } = await eventWithTeams(3);
    const tooMany = await send(adminToken, 'POST', drawUrl, { format: 'groups_knockout', groups: 2, seeding: 'registration' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/cannot fill 2 groups/);
    expect((await send(adminToken, 'POST', drawUrl, { format: 'swiss', seeding: 'registration' })).statusCode).toBe(400);
    expect((await send(adminToken, 'POST', drawUrl, { format: 'round_robin', seeding: 'manual', manualOrder: [1] })).statusCode).toBe(400);

    // Another tenant's admin and staff cannot reach this event's draw, fixtures or standings.
    const other = await createTenant(harness.database.db);
    const otherAdmin = await signInAs(harness.app, await createUser(harness.database.db, other.id, { role: 'admin' }));
    expect((await send(otherAdmin, 'POST', drawUrl, { format: 'round_robin', seeding: 'registration' }, other.hostname)).statusCode).toBe(
      404,
    );
    const made = await send(adminToken, 'POST', drawUrl, { format: 'round_robin', seeding: 'registration' });
    const fixtureId = made.json().data.fixtures[0].id;
    expect(
      (await send(otherAdmin, 'PUT', `/api/staff/fixtures/${fixtureId}/score`, { status: 'live', home: 0, away: 0 }, other.hostname))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await send(
          null,
          'GET',
          `/api/public/events/${event.id}/standings?eventSportCategoryId=${footballOpen.id}`,
          undefined,
          other.hostname,
        )
      ).statusCode,
    ).toBe(404);

    // Staff limited to another event are refused.
    const elsewhere = await createEvent(harness.database.db, tenant);
    const limited = await createUser(harness.database.db, tenant.id, { role: 'staff' });
    await harness.database.db.insert(staffEventAssignments).values({ userId: limited.id, eventId: elsewhere.event.id });
    const limitedToken = await signInAs(harness.app, limited);
    expect((await score(fixtureId, { status: 'live', home: 0, away: 0 }, limitedToken)).statusCode).toBe(403);
  });

  it('round robin: medals from the final table once every match is finished', async () => {
    const { event, footballOpen, drawUrl } = await eventWithTeams(3);
    const made = await send(adminToken, 'POST', drawUrl, { format: 'round_robin', seeding: 'registration' });
    const fixtures = made.json().data.fixtures;
    expect(fixtures).toHaveLength(3);
    for (const [index, fixture] of fixtures.entries()) {
      await score(fixture.id, { status: 'finished', home: index, away: 0 });
      const medals = (await standings(event.id, footballOpen.id)).json().data.medals;
      expect(medals).toHaveLength(index === fixtures.length - 1 ? 3 : 0);
    }
  });

  it('hides hand-set placings of a category whose final is not finished (public results and tally), and says why to the admin', async () => {
    const db = harness.database.db;
    const { event, venue, footballOpen, teams } = await eventWithTeams(2);
    const final = await createFixture(db, {
      eventSportCategoryId: footballOpen.id,
      venueId: venue.id,
      startsAt: '2026-07-02T10:00:00Z',
      homeTeamId: teams[0]!.id,
      awayTeamId: teams[1]!.id,
    });
    await db.update(fixtures).set({ round: 'Final' }).where(eq(fixtures.id, final.id));
    await createPlacing(db, footballOpen.id, teams[0]!.id, 1);
    const results = await send(null, 'GET', `/api/public/events/${event.id}/results`);
    expect(results.json().data.standings).toEqual([]);
    // The results say which category is still being decided, so the page can say why it is missing.
    expect(results.json().data.undecided).toEqual([
      {
        eventSportCategoryId: footballOpen.id,
        sport: expect.objectContaining({ name: expect.stringMatching(/^Football/) }),
        category: expect.any(Object),
      },
    ]);
    expect((await send(null, 'GET', `/api/public/events/${event.id}/medal-tally`)).json().data).toEqual([]);
    const refused = await send(adminToken, 'PUT', `/api/admin/events/${event.id}/categories/${footballOpen.id}/placings`, {
      placings: [{ teamId: teams[0]!.id, place: 1 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'PLACINGS_UNDECIDED' });
  });
});
