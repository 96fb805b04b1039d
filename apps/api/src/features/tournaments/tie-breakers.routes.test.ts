import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { callAs, startConsoleHarness, type ConsoleHarness, type HttpMethod } from '../../../test/console-harness';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, createTeam } from '../../../test/event-factories';
import { eventSportCategories, sports } from '../../db/schema/index';

type DrawnFixture = { id: number; home: { label: string }; away: { label: string } };

describe('tie-breakers: a rule set per category, changeable until the first match starts', () => {
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
  const table = async (eventId: number, escId: number) =>
    (await send(null, 'GET', `/api/public/events/${eventId}/standings?eventSportCategoryId=${escId}`)).json().data;

  /** Teams registered alphabetically, a round robin drawn, and each result 'Home 2-1 Away' entered by staff. */
  async function play(eventId: number, escId: number, fixtures: DrawnFixture[], results: string[], sets?: Record<string, number[][]>) {
    for (const line of results) {
      const [, home, homeFor, awayFor, away] = /^(.+) (\d+)-(\d+) (.+)$/.exec(line)!;
      const fixture = fixtures.find((f) => [f.home.label, f.away.label].sort().join() === [home, away].sort().join())!;
      const asDrawn = fixture.home.label === home;
      const setScores = sets?.[line]?.map(([h, a]) => (asDrawn ? { home: h!, away: a! } : { home: a!, away: h! }));
      const entered = await send(staffToken, 'PUT', `/api/staff/fixtures/${fixture.id}/score`, {
        status: 'finished',
        home: Number(asDrawn ? homeFor : awayFor),
        away: Number(asDrawn ? awayFor : homeFor),
        ...(setScores ? { sets: setScores } : {}),
      });
      expect(entered.statusCode).toBe(200);
    }
  }

  // UEFA Euro 2012, Group A: Greece above Russia on head-to-head (UEFA), Russia above Greece on difference (FIFA).
  const EURO_2012_A = [
    'Poland 1-1 Greece',
    'Russia 4-1 Czech Republic',
    'Greece 1-2 Czech Republic',
    'Poland 1-1 Russia',
    'Czech Republic 1-0 Poland',
    'Greece 1-0 Russia',
  ];

  it('football defaults to fifa; uefa can be chosen until a match starts, then 409; the same results order differently', async () => {
    const db = harness.database.db;
    const { event, footballOpen, footballVeterans } = await createEvent(db, tenant);
    const company = await createCompany(db, tenant.id);
    const url = (escId: number) => `/api/admin/events/${event.id}/categories/${escId}/draw`;
    for (const esc of [footballOpen, footballVeterans])
      for (const name of ['Czech Republic', 'Greece', 'Poland', 'Russia']) await createTeam(db, esc.id, name, company.id);

    // No draw yet: nothing to change.
    const early = await send(adminToken, 'PUT', `${url(footballOpen.id)}/tie-breakers`, { tieBreakers: { preset: 'uefa' } });
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toMatch(/no draw yet/);

    const open = await send(adminToken, 'POST', url(footballOpen.id), { format: 'round_robin', seeding: 'registration' });
    expect(open.json().data.tieBreakers).toEqual({
      preset: 'fifa',
      criteria: ['points', 'goal_difference', 'goals_scored', 'h2h_points', 'h2h_goal_difference', 'h2h_goals_scored'],
      reapplyHeadToHead: false,
    });
    const veterans = await send(adminToken, 'POST', url(footballVeterans.id), { format: 'round_robin', seeding: 'registration' });

    // Refusals a person can act on: a criterion twice, an unknown preset or option, staff, another tenant.
    const change = (body: object, token = adminToken, host = tenant.hostname) =>
      send(token, 'PUT', `${url(footballOpen.id)}/tie-breakers`, body, host);
    const twice = await change({ tieBreakers: { preset: 'custom', criteria: ['points', 'points'] } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/each criterion once/);
    expect((await change({ tieBreakers: { preset: 'olympic' } })).statusCode).toBe(400);
    expect((await change({ tieBreakers: { preset: 'fifa', fairPlay: true } })).statusCode).toBe(400);
    expect((await change({ tieBreakers: { preset: 'uefa' }, extra: 1 })).statusCode).toBe(400);
    expect((await change({ tieBreakers: { preset: 'uefa' } }, staffToken)).statusCode).toBe(403);
    const other = await createTenant(db);
    const otherAdmin = await signInAs(harness.app, await createUser(db, other.id, { role: 'admin' }));
    expect((await change({ tieBreakers: { preset: 'uefa' } }, otherAdmin, other.hostname)).statusCode).toBe(404);

    const changed = await change({ tieBreakers: { preset: 'uefa' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.tieBreakers).toMatchObject({ preset: 'uefa', reapplyHeadToHead: true });
    expect((await table(event.id, footballOpen.id)).tieBreakers.preset).toBe('uefa');
    const audit = await send(adminToken, 'GET', '/api/admin/audit-log?limit=1');
    expect(audit.json().data[0]).toMatchObject({ action: 'draw.tie-breakers-changed', after: { tieBreakers: { preset: 'uefa' } } });

    await play(event.id, footballOpen.id, open.json().data.fixtures, EURO_2012_A);
    await play(event.id, footballVeterans.id, veterans.json().data.fixtures, EURO_2012_A);
    const locked = await change({ tieBreakers: { preset: 'fifa' } });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ error: 'DRAW_LOCKED', message: expect.stringMatching(/tie-breakers can no longer change/) });

    const names = (data: { groups: Array<{ rows: Array<{ team: { name: string } }> }> }) =>
      data.groups[0]!.rows.map((row) => row.team.name);
    const byUefa = await table(event.id, footballOpen.id);
    expect(names(byUefa)).toEqual(['Czech Republic', 'Greece', 'Russia', 'Poland']);
    expect(byUefa.groups[0].rows[1].decidedBy).toBe('head-to-head points');
    const byFifa = await table(event.id, footballVeterans.id);
    expect(names(byFifa)).toEqual(['Czech Republic', 'Russia', 'Greece', 'Poland']);
    expect(byFifa.groups[0].rows[1].decidedBy).toBe('goal difference');
  });

  it('volleyball defaults to sets: three teams with a win each are ordered by set ratio from the set scores', async () => {
    const db = harness.database.db;
    const { event, footballOpen: esc } = await createEvent(db, tenant);
    const [volleyball] = await db
      .insert(sports)
      .values({ tenantId: tenant.id, name: `Volleyball ${event.slug}`, sportGroup: 'Team', isTeamSport: true })
      .returning();
    await db.update(eventSportCategories).set({ sportId: volleyball!.id }).where(eq(eventSportCategories.id, esc.id));
    const company = await createCompany(db, tenant.id);
    for (const name of ['Brazil', 'Italy', 'Poland']) await createTeam(db, esc.id, name, company.id);
    const drawn = await send(adminToken, 'POST', `/api/admin/events/${event.id}/categories/${esc.id}/draw`, {
      format: 'round_robin',
      seeding: 'registration',
    });
    expect(drawn.json().data.tieBreakers.preset).toBe('sets');
    const results = ['Poland 3-0 Brazil', 'Brazil 3-0 Italy', 'Italy 3-2 Poland'];
    await play(event.id, esc.id, drawn.json().data.fixtures, results, {
      'Poland 3-0 Brazil': [
        [25, 20],
        [25, 20],
        [25, 20],
      ],
      'Brazil 3-0 Italy': [
        [25, 15],
        [25, 15],
        [25, 15],
      ],
      'Italy 3-2 Poland': [
        [25, 20],
        [20, 25],
        [25, 20],
        [20, 25],
        [15, 10],
      ],
    });
    const data = await table(event.id, esc.id);
    // Poland 5 sets won, 3 lost; Brazil 3, 3; Italy 3, 5: one match won each, so set ratio decides.
    expect(data.groups[0].rows.map((row: { team: { name: string }; decidedBy: string | null }) => [row.team.name, row.decidedBy])).toEqual([
      ['Poland', 'set ratio'],
      ['Brazil', 'set ratio'],
      ['Italy', null],
    ]);
  });
});
