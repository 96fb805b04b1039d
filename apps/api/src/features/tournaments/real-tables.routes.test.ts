import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, createTeam } from '../../../test/event-factories';

/**
 * Group tables published by real competitions (issue 31), replayed through the API: the teams are
 * registered in alphabetical order, drawn as a round robin with the rule set the competition used
 * that year, every result is entered by staff, and the public table must list the teams in the
 * published order. Scores are the final scores of the official match reports (90 minutes; no
 * group match here went further). Tables decided by a criterion Podium does not count (fair play,
 * UEFA coefficient) are left out: Euro 2024 Group C (Denmark above Slovenia on disciplinary
 * points) and World Cup 2018 Group H (Japan above Senegal on fair play).
 *
 * Rule sets: FIFA World Cup 1994 to 2022: points, goal difference, goals scored, then the same
 * among the teams still level ('fifa'). UEFA European Championship 2004 to 2024: points, then
 * head-to-head points, difference, scored among the teams level (re-applied from 2016), then
 * overall difference and scored ('uefa').
 */
interface PublishedTable {
  source: string;
  preset: 'fifa' | 'uefa';
  results: string[];
  /** The published order, first to last. */
  table: string[];
  /** What the published table says placed a team above the next (where it was a tie-breaker). */
  decidedBy?: Record<string, string>;
}

const PUBLISHED: PublishedTable[] = [
  {
    source: 'FIFA World Cup 1994, Group E (FIFA regulations 1994: points, goal difference, goals scored, head-to-head)',
    preset: 'fifa',
    results: ['Ireland 1-0 Italy', 'Norway 1-0 Mexico', 'Italy 1-0 Norway', 'Mexico 2-1 Ireland', 'Ireland 0-0 Norway', 'Italy 1-1 Mexico'],
    // Four-way tie: all on 4 points and 0 difference; Mexico on goals scored; Ireland above Italy on the match between them.
    table: ['Mexico', 'Ireland', 'Italy', 'Norway'],
    decidedBy: { Mexico: 'goals scored', Ireland: 'head-to-head points', Italy: 'goals scored' },
  },
  {
    source: 'UEFA Euro 2004, Group C (UEFA regulations 2004: points, then head-to-head points, difference, goals scored)',
    preset: 'uefa',
    results: [
      'Denmark 0-0 Italy',
      'Sweden 5-0 Bulgaria',
      'Bulgaria 0-2 Denmark',
      'Italy 1-1 Sweden',
      'Italy 2-1 Bulgaria',
      'Denmark 2-2 Sweden',
    ],
    // Three-way tie on 5 points, level on head-to-head points and difference; head-to-head goals 3, 2, 1.
    table: ['Sweden', 'Denmark', 'Italy', 'Bulgaria'],
    decidedBy: { Sweden: 'head-to-head goals scored', Denmark: 'head-to-head goals scored' },
  },
  {
    source: 'UEFA Euro 2012, Group A (UEFA regulations 2012: head-to-head before overall goal difference)',
    preset: 'uefa',
    results: [
      'Poland 1-1 Greece',
      'Russia 4-1 Czech Republic',
      'Greece 1-2 Czech Republic',
      'Poland 1-1 Russia',
      'Czech Republic 1-0 Poland',
      'Greece 1-0 Russia',
    ],
    // Greece above Russia, whose goal difference was better, on the match between them.
    table: ['Czech Republic', 'Greece', 'Russia', 'Poland'],
    decidedBy: { Greece: 'head-to-head points' },
  },
  {
    source: 'UEFA Euro 2016, Group F (UEFA regulations 2016)',
    preset: 'uefa',
    results: [
      'Austria 0-2 Hungary',
      'Portugal 1-1 Iceland',
      'Iceland 1-1 Hungary',
      'Portugal 0-0 Austria',
      'Iceland 2-1 Austria',
      'Hungary 3-3 Portugal',
    ],
    // Hungary and Iceland drew: level head-to-head, Hungary ahead on overall difference.
    table: ['Hungary', 'Iceland', 'Portugal', 'Austria'],
    decidedBy: { Hungary: 'goal difference' },
  },
  {
    source: 'UEFA Euro 2020 (played 2021), Group A (UEFA regulations 2020)',
    preset: 'uefa',
    results: [
      'Turkey 0-3 Italy',
      'Wales 1-1 Switzerland',
      'Turkey 0-2 Wales',
      'Italy 3-0 Switzerland',
      'Switzerland 3-1 Turkey',
      'Italy 1-0 Wales',
    ],
    table: ['Italy', 'Wales', 'Switzerland', 'Turkey'],
    decidedBy: { Wales: 'goal difference' },
  },
  {
    source: 'UEFA Euro 2020 (played 2021), Group B (UEFA regulations 2020)',
    preset: 'uefa',
    results: [
      'Denmark 0-1 Finland',
      'Belgium 3-0 Russia',
      'Finland 0-1 Russia',
      'Denmark 1-2 Belgium',
      'Russia 1-4 Denmark',
      'Finland 0-2 Belgium',
    ],
    // Three-way tie on 3 points, each with one head-to-head win: head-to-head difference +2, 0, -2.
    table: ['Belgium', 'Denmark', 'Finland', 'Russia'],
    decidedBy: { Denmark: 'head-to-head goal difference', Finland: 'head-to-head goal difference' },
  },
  {
    source: 'UEFA Euro 2020 (played 2021), Group C (UEFA regulations 2020)',
    preset: 'uefa',
    results: [
      'Austria 3-1 North Macedonia',
      'Netherlands 3-2 Ukraine',
      'Ukraine 2-1 North Macedonia',
      'Netherlands 2-0 Austria',
      'North Macedonia 0-3 Netherlands',
      'Ukraine 0-1 Austria',
    ],
    table: ['Netherlands', 'Austria', 'Ukraine', 'North Macedonia'],
  },
  {
    source: 'UEFA Euro 2020 (played 2021), Group D (UEFA regulations 2020)',
    preset: 'uefa',
    results: [
      'England 1-0 Croatia',
      'Scotland 0-2 Czech Republic',
      'Croatia 1-1 Czech Republic',
      'England 0-0 Scotland',
      'Croatia 3-1 Scotland',
      'Czech Republic 0-1 England',
    ],
    // Croatia and the Czech Republic drew and have the same difference: Croatia on goals scored.
    table: ['England', 'Croatia', 'Czech Republic', 'Scotland'],
    decidedBy: { Croatia: 'goals scored' },
  },
  {
    source: 'UEFA Euro 2020 (played 2021), Group E (UEFA regulations 2020)',
    preset: 'uefa',
    results: [
      'Poland 1-2 Slovakia',
      'Spain 0-0 Sweden',
      'Sweden 1-0 Slovakia',
      'Spain 1-1 Poland',
      'Slovakia 0-5 Spain',
      'Sweden 3-2 Poland',
    ],
    table: ['Sweden', 'Spain', 'Slovakia', 'Poland'],
  },
  {
    source: 'UEFA Euro 2020 (played 2021), Group F (UEFA regulations 2020)',
    preset: 'uefa',
    results: [
      'Hungary 0-3 Portugal',
      'France 1-0 Germany',
      'Hungary 1-1 France',
      'Portugal 2-4 Germany',
      'Portugal 2-2 France',
      'Germany 2-2 Hungary',
    ],
    table: ['France', 'Germany', 'Portugal', 'Hungary'],
    decidedBy: { Germany: 'head-to-head points' },
  },
  {
    source: 'UEFA Euro 2024, Group A (UEFA regulations 2024)',
    preset: 'uefa',
    results: [
      'Germany 5-1 Scotland',
      'Hungary 1-3 Switzerland',
      'Germany 2-0 Hungary',
      'Scotland 1-1 Switzerland',
      'Switzerland 1-1 Germany',
      'Scotland 0-1 Hungary',
    ],
    table: ['Germany', 'Switzerland', 'Hungary', 'Scotland'],
  },
  {
    source: 'UEFA Euro 2024, Group B (UEFA regulations 2024)',
    preset: 'uefa',
    results: ['Spain 3-0 Croatia', 'Italy 2-1 Albania', 'Croatia 2-2 Albania', 'Spain 1-0 Italy', 'Albania 0-1 Spain', 'Croatia 1-1 Italy'],
    table: ['Spain', 'Italy', 'Croatia', 'Albania'],
  },
  {
    source: 'UEFA Euro 2024, Group D (UEFA regulations 2024)',
    preset: 'uefa',
    results: [
      'Poland 1-2 Netherlands',
      'Austria 0-1 France',
      'Poland 1-3 Austria',
      'Netherlands 0-0 France',
      'Netherlands 2-3 Austria',
      'France 1-1 Poland',
    ],
    table: ['Austria', 'France', 'Netherlands', 'Poland'],
  },
  {
    source: 'UEFA Euro 2024, Group E (UEFA regulations 2024)',
    preset: 'uefa',
    results: [
      'Romania 3-0 Ukraine',
      'Belgium 0-1 Slovakia',
      'Slovakia 1-2 Ukraine',
      'Belgium 2-0 Romania',
      'Slovakia 1-1 Romania',
      'Ukraine 0-0 Belgium',
    ],
    // Four-way tie on 4 points: the mini-table is the whole group; Romania above Belgium on goals scored.
    table: ['Romania', 'Belgium', 'Slovakia', 'Ukraine'],
    decidedBy: { Romania: 'head-to-head goals scored', Belgium: 'head-to-head goal difference', Slovakia: 'head-to-head goal difference' },
  },
  {
    source: 'UEFA Euro 2024, Group F (UEFA regulations 2024)',
    preset: 'uefa',
    results: [
      'Turkey 3-1 Georgia',
      'Portugal 2-1 Czech Republic',
      'Georgia 1-1 Czech Republic',
      'Turkey 0-3 Portugal',
      'Georgia 2-0 Portugal',
      'Czech Republic 1-2 Turkey',
    ],
    table: ['Portugal', 'Turkey', 'Georgia', 'Czech Republic'],
    decidedBy: { Portugal: 'head-to-head points' },
  },
  {
    source: 'FIFA World Cup 2018, Group A (FIFA regulations 2018)',
    preset: 'fifa',
    results: [
      'Russia 5-0 Saudi Arabia',
      'Egypt 0-1 Uruguay',
      'Russia 3-1 Egypt',
      'Uruguay 1-0 Saudi Arabia',
      'Uruguay 3-0 Russia',
      'Saudi Arabia 2-1 Egypt',
    ],
    table: ['Uruguay', 'Russia', 'Saudi Arabia', 'Egypt'],
  },
  {
    source: 'FIFA World Cup 2018, Group B (FIFA regulations 2018)',
    preset: 'fifa',
    results: ['Morocco 0-1 Iran', 'Portugal 3-3 Spain', 'Portugal 1-0 Morocco', 'Iran 0-1 Spain', 'Iran 1-1 Portugal', 'Spain 2-2 Morocco'],
    // Spain and Portugal level on points and difference: Spain on goals scored.
    table: ['Spain', 'Portugal', 'Iran', 'Morocco'],
    decidedBy: { Spain: 'goals scored' },
  },
  {
    source: 'FIFA World Cup 2018, Group C (FIFA regulations 2018)',
    preset: 'fifa',
    results: [
      'France 2-1 Australia',
      'Peru 0-1 Denmark',
      'Denmark 1-1 Australia',
      'France 1-0 Peru',
      'Denmark 0-0 France',
      'Australia 0-2 Peru',
    ],
    table: ['France', 'Denmark', 'Peru', 'Australia'],
  },
  {
    source: 'FIFA World Cup 2018, Group D (FIFA regulations 2018)',
    preset: 'fifa',
    results: [
      'Argentina 1-1 Iceland',
      'Croatia 2-0 Nigeria',
      'Argentina 0-3 Croatia',
      'Nigeria 2-0 Iceland',
      'Nigeria 1-2 Argentina',
      'Iceland 1-2 Croatia',
    ],
    table: ['Croatia', 'Argentina', 'Nigeria', 'Iceland'],
  },
  {
    source: 'FIFA World Cup 2018, Group E (FIFA regulations 2018)',
    preset: 'fifa',
    results: [
      'Costa Rica 0-1 Serbia',
      'Brazil 1-1 Switzerland',
      'Brazil 2-0 Costa Rica',
      'Serbia 1-2 Switzerland',
      'Serbia 0-2 Brazil',
      'Switzerland 2-2 Costa Rica',
    ],
    table: ['Brazil', 'Switzerland', 'Serbia', 'Costa Rica'],
  },
  {
    source: 'FIFA World Cup 2018, Group F (FIFA regulations 2018)',
    preset: 'fifa',
    results: [
      'Germany 0-1 Mexico',
      'Sweden 1-0 South Korea',
      'South Korea 1-2 Mexico',
      'Germany 2-1 Sweden',
      'South Korea 2-0 Germany',
      'Mexico 0-3 Sweden',
    ],
    table: ['Sweden', 'Mexico', 'South Korea', 'Germany'],
    decidedBy: { Sweden: 'goal difference', 'South Korea': 'goal difference' },
  },
  {
    source: 'FIFA World Cup 2018, Group G (FIFA regulations 2018)',
    preset: 'fifa',
    results: [
      'Belgium 3-0 Panama',
      'Tunisia 1-2 England',
      'Belgium 5-2 Tunisia',
      'England 6-1 Panama',
      'England 0-1 Belgium',
      'Panama 1-2 Tunisia',
    ],
    table: ['Belgium', 'England', 'Tunisia', 'Panama'],
  },
  {
    source: 'FIFA World Cup 2022, Group A (FIFA regulations 2022)',
    preset: 'fifa',
    results: [
      'Qatar 0-2 Ecuador',
      'Senegal 0-2 Netherlands',
      'Qatar 1-3 Senegal',
      'Netherlands 1-1 Ecuador',
      'Ecuador 1-2 Senegal',
      'Netherlands 2-0 Qatar',
    ],
    table: ['Netherlands', 'Senegal', 'Ecuador', 'Qatar'],
  },
  {
    source: 'FIFA World Cup 2022, Group B (FIFA regulations 2022)',
    preset: 'fifa',
    results: ['England 6-2 Iran', 'USA 1-1 Wales', 'Wales 0-2 Iran', 'England 0-0 USA', 'Wales 0-3 England', 'Iran 0-1 USA'],
    table: ['England', 'USA', 'Iran', 'Wales'],
  },
  {
    source: 'FIFA World Cup 2022, Group C (FIFA regulations 2022)',
    preset: 'fifa',
    results: [
      'Argentina 1-2 Saudi Arabia',
      'Mexico 0-0 Poland',
      'Poland 2-0 Saudi Arabia',
      'Argentina 2-0 Mexico',
      'Poland 0-2 Argentina',
      'Saudi Arabia 1-2 Mexico',
    ],
    // Poland and Mexico drew and finished on 4 points: Poland through on goal difference.
    table: ['Argentina', 'Poland', 'Mexico', 'Saudi Arabia'],
    decidedBy: { Poland: 'goal difference' },
  },
  {
    source: 'FIFA World Cup 2022, Group D (FIFA regulations 2022)',
    preset: 'fifa',
    results: [
      'Denmark 0-0 Tunisia',
      'France 4-1 Australia',
      'Tunisia 0-1 Australia',
      'France 2-1 Denmark',
      'Australia 1-0 Denmark',
      'Tunisia 1-0 France',
    ],
    table: ['France', 'Australia', 'Tunisia', 'Denmark'],
    decidedBy: { France: 'goal difference' },
  },
  {
    source: 'FIFA World Cup 2022, Group E (FIFA regulations 2022)',
    preset: 'fifa',
    results: [
      'Germany 1-2 Japan',
      'Spain 7-0 Costa Rica',
      'Japan 0-1 Costa Rica',
      'Spain 1-1 Germany',
      'Japan 2-1 Spain',
      'Costa Rica 2-4 Germany',
    ],
    table: ['Japan', 'Spain', 'Germany', 'Costa Rica'],
    decidedBy: { Spain: 'goal difference' },
  },
  {
    source: 'FIFA World Cup 2022, Group F (FIFA regulations 2022)',
    preset: 'fifa',
    results: [
      'Morocco 0-0 Croatia',
      'Belgium 1-0 Canada',
      'Belgium 0-2 Morocco',
      'Croatia 4-1 Canada',
      'Croatia 0-0 Belgium',
      'Canada 1-2 Morocco',
    ],
    table: ['Morocco', 'Croatia', 'Belgium', 'Canada'],
  },
  {
    source: 'FIFA World Cup 2022, Group G (FIFA regulations 2022)',
    preset: 'fifa',
    results: [
      'Switzerland 1-0 Cameroon',
      'Brazil 2-0 Serbia',
      'Cameroon 3-3 Serbia',
      'Brazil 1-0 Switzerland',
      'Serbia 2-3 Switzerland',
      'Cameroon 1-0 Brazil',
    ],
    table: ['Brazil', 'Switzerland', 'Cameroon', 'Serbia'],
    decidedBy: { Brazil: 'goal difference' },
  },
  {
    source: 'FIFA World Cup 2022, Group H (FIFA regulations 2022)',
    preset: 'fifa',
    results: [
      'Uruguay 0-0 South Korea',
      'Portugal 3-2 Ghana',
      'South Korea 2-3 Ghana',
      'Portugal 2-0 Uruguay',
      'Ghana 0-2 Uruguay',
      'South Korea 2-1 Portugal',
    ],
    // South Korea and Uruguay: 4 points and 0 difference each; South Korea on goals scored.
    table: ['Portugal', 'South Korea', 'Uruguay', 'Ghana'],
    decidedBy: { 'South Korea': 'goals scored' },
  },
];

const RESULT = /^(.+) (\d+)-(\d+) (.+)$/;

describe('group tables of real competitions, entered through the API, in the published order', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let adminToken: string;
  let staffToken: string;

  beforeAll(async () => {
    harness = await createTestApp();
    tenant = await createTenant(harness.database.db);
    adminToken = await signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'admin' }));
    staffToken = await signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'staff' }));
  });
  afterAll(() => harness.close());

  const send = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    harness.app.inject({
      method,
      url,
      headers: { host: tenant.hostname, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });

  it('has at least 20 tables, with three- and four-way ties', () => {
    expect(PUBLISHED.length).toBeGreaterThanOrEqual(20);
  });

  it.each(PUBLISHED.map((published) => [published.source, published] as const))('%s', async (_source, published) => {
    const db = harness.database.db;
    const { event, footballOpen } = await createEvent(db, tenant);
    const company = await createCompany(db, tenant.id);
    const parsed = published.results.map((line) => {
      const [, home, homeGoals, awayGoals, away] = RESULT.exec(line)!;
      return { home: home!, away: away!, homeGoals: Number(homeGoals), awayGoals: Number(awayGoals) };
    });
    // Registered alphabetically, so the published order cannot come from registration order.
    const names = [...new Set(parsed.flatMap((result) => [result.home, result.away]))].sort();
    for (const name of names) await createTeam(db, footballOpen.id, name, company.id);

    const drawn = await send(adminToken, 'POST', `/api/admin/events/${event.id}/categories/${footballOpen.id}/draw`, {
      format: 'round_robin',
      seeding: 'registration',
      seed: 1,
      tieBreakers: { preset: published.preset },
    });
    expect(drawn.statusCode).toBe(200);
    type DrawnFixture = { id: number; home: { label: string }; away: { label: string } };
    const fixtures = drawn.json().data.fixtures as DrawnFixture[];
    expect(fixtures).toHaveLength(published.results.length);
    for (const result of parsed) {
      const fixture = fixtures.find(
        (candidate) =>
          (candidate.home.label === result.home && candidate.away.label === result.away) ||
          (candidate.home.label === result.away && candidate.away.label === result.home),
      )!;
      const asDrawn = fixture.home.label === result.home;
      const entered = await send(staffToken, 'PUT', `/api/staff/fixtures/${fixture.id}/score`, {
        status: 'finished',
        home: asDrawn ? result.homeGoals : result.awayGoals,
        away: asDrawn ? result.awayGoals : result.homeGoals,
      });
      expect(entered.statusCode).toBe(200);
    }

    const standings = await send(null, 'GET', `/api/public/events/${event.id}/standings?eventSportCategoryId=${footballOpen.id}`);
    const data = standings.json().data;
    expect(data.tieBreakers.preset).toBe(published.preset);
    const rows = data.groups[0].rows as Array<{ rank: number; team: { name: string }; decidedBy: string | null }>;
    expect(rows.map((row) => row.team.name)).toEqual(published.table);
    expect(rows.map((row) => row.rank)).toEqual([1, 2, 3, 4]);
    const expectedDecidedBy = rows.map((row, index) => (index < rows.length - 1 ? (published.decidedBy?.[row.team.name] ?? null) : null));
    expect(rows.map((row) => row.decidedBy)).toEqual(expectedDecidedBy);
  });
});
