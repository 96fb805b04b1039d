/**
 * `npm run bench:schedule`: the scheduler on the issue's size, in process (the pure engine the
 * schedule API runs; no database): 12 categories, 300 teams of 8 people (one in ten also plays a
 * second sport), each category drawn as groups of four then a knockout (top two), 3 days of
 * 09:00-21:00, 8 venues, 15-30 minute slots (table tennis to five-a-side), 20 minutes' rest. Target: under 2 s on this machine.
 */
import { performance } from 'node:perf_hooks';
import { planDraw } from '../src/features/tournaments/engine/formats';
import { seededRandom } from '../src/features/tournaments/engine/prng';
import { scheduleFixtures, type FixtureToPlace } from '../src/features/tournaments/engine/scheduler';

const CATEGORIES = 12;
const TEAMS = 300;
const PEOPLE_PER_TEAM = 8;
const random = seededRandom(2026);

const started = performance.now();
const fixtures: FixtureToPlace[] = [];
const peopleOfTeam = new Map<number, number[]>();
let nextPerson = 1;
let nextFixture = 1;
for (let category = 0; category < CATEGORIES; category++) {
  const perCategory = TEAMS / CATEGORIES;
  const teamIds = Array.from({ length: perCategory }, (_, index) => category * 1000 + index);
  for (const teamId of teamIds) {
    peopleOfTeam.set(
      teamId,
      Array.from({ length: PEOPLE_PER_TEAM }, () =>
        random() < 0.1 && nextPerson > 100 ? Math.floor(random() * (nextPerson - 1)) + 1 : nextPerson++,
      ),
    );
  }
  const plan = planDraw(teamIds, {
    format: 'groups_knockout',
    groups: Math.floor(perCategory / 4),
    advancePerGroup: 2,
    thirdPlaceMatch: true,
  });
  const ids = new Map(plan.matches.map((match) => [match.key, nextFixture++]));
  const groupTeams = new Map(plan.groups.map((group) => [group.name, group.teamIds]));
  const possible = new Map<string, number[]>();
  const minutes = [15, 20, 25, 30][category % 4]!;
  for (const match of plan.matches) {
    const side = (source: (typeof match)['home']): number[] =>
      source.kind === 'team' ? [source.teamId] : source.kind === 'group' ? groupTeams.get(source.group)! : possible.get(source.match)!;
    const teams = [...new Set([...side(match.home), ...side(match.away)])];
    possible.set(match.key, teams);
    const after = [match.home, match.away].flatMap((source) =>
      source.kind === 'winner' || source.kind === 'loser'
        ? [ids.get(source.match)!]
        : source.kind === 'group'
          ? plan.matches.filter((other) => other.group === source.group).map((other) => ids.get(other.key)!)
          : [],
    );
    fixtures.push({
      id: ids.get(match.key)!,
      durationMinutes: minutes,
      teamIds: teams,
      after,
      order: (match.stage === 'knockout' ? 1000 : 0) + match.round,
    });
  }
}
const windows = [0, 1, 2].map((day) => ({ start: day * 1440 + 9 * 60, end: day * 1440 + 21 * 60 }));
const result = scheduleFixtures({
  fixtures,
  windows,
  venueIds: [1, 2, 3, 4, 5, 6, 7, 8],
  minRestMinutes: 20,
  peopleOfTeam,
  fixed: [],
});
const elapsed = performance.now() - started;
console.log(
  JSON.stringify(
    {
      categories: CATEGORIES,
      teams: TEAMS,
      fixtures: fixtures.length,
      placed: result.placed.length,
      unplaced: result.unplaced.length,
      reasons: [...new Set(result.unplaced.map((miss) => miss.reason))],
      milliseconds: Math.round(elapsed),
      targetMilliseconds: 2000,
    },
    null,
    2,
  ),
);
// The target is time; fixtures that do not fit are listed with their reasons, as the API would.
if (elapsed > 2000) process.exitCode = 1;
