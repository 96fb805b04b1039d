import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scheduleFixtures, type FixtureToPlace, type ScheduleProblem } from './scheduler';

/** Random problems: teams with overlapping people, fixtures with feeding links, a few windows. */
const problems = fc
  .record({
    teamCount: fc.integer({ min: 2, max: 12 }),
    people: fc.integer({ min: 1, max: 20 }),
    membership: fc.array(fc.tuple(fc.nat(11), fc.nat(19)), { maxLength: 40 }),
    pairs: fc.array(fc.tuple(fc.nat(11), fc.nat(11), fc.integer({ min: 10, max: 90 })), { minLength: 1, maxLength: 30 }),
    links: fc.array(fc.tuple(fc.nat(29), fc.nat(29)), { maxLength: 15 }),
    venues: fc.integer({ min: 1, max: 4 }),
    windows: fc.array(fc.tuple(fc.integer({ min: 60, max: 600 }), fc.integer({ min: 0, max: 600 })), { minLength: 1, maxLength: 3 }),
    rest: fc.integer({ min: 0, max: 60 }),
    fixedCount: fc.integer({ min: 0, max: 3 }),
  })
  .map((input): ScheduleProblem => {
    const peopleOfTeam = new Map<number, number[]>();
    for (const [team, person] of input.membership) {
      if (team >= input.teamCount || person >= input.people) continue;
      peopleOfTeam.set(team, [...new Set([...(peopleOfTeam.get(team) ?? []), person])]);
    }
    const fixtures: FixtureToPlace[] = input.pairs
      .filter(([home, away]) => home % input.teamCount !== away % input.teamCount)
      .map(([home, away, duration], index) => ({
        id: index + 1,
        durationMinutes: duration,
        teamIds: [home % input.teamCount, away % input.teamCount],
        after: [],
        order: index,
      }));
    // Feeding links point from a lower order to a higher one (no cycles), like rounds do.
    for (const [a, b] of input.links) {
      const from = fixtures[a % Math.max(fixtures.length, 1)];
      const to = fixtures[b % Math.max(fixtures.length, 1)];
      if (from && to && from.order < to.order) to.after.push(from.id);
    }
    let cursor = 0;
    const windows = input.windows.map(([length, gap]) => {
      const window = { start: cursor + gap, end: cursor + gap + length };
      cursor = window.end;
      return window;
    });
    const venueIds = Array.from({ length: input.venues }, (_, index) => 100 + index);
    const fixed = Array.from({ length: input.fixedCount }, (_, index) => ({
      venueId: venueIds[index % venueIds.length]!,
      start: windows[0]!.start + index * 30,
      end: windows[0]!.start + index * 30 + 30,
      teamIds: [index % input.teamCount],
    }));
    return { fixtures, windows, venueIds, minRestMinutes: input.rest, peopleOfTeam, fixed };
  });

describe('scheduler guarantees on random inputs (fast-check)', () => {
  it('never double-books a venue, a team or a person; rest, windows and order hold; every fixture is placed or explained', () => {
    fc.assert(
      fc.property(problems, (problem) => {
        const { placed, unplaced } = scheduleFixtures(problem);
        expect(placed.length + unplaced.length).toBe(problem.fixtures.length);
        for (const miss of unplaced) expect(miss.reason.length).toBeGreaterThan(0);
        const byId = new Map(problem.fixtures.map((fixture) => [fixture.id, fixture]));
        const all = [
          ...placed.map((place) => ({ ...place, teamIds: byId.get(place.fixtureId)!.teamIds, fixed: false })),
          ...problem.fixed.map((booking) => ({ ...booking, fixtureId: -1, fixed: true })),
        ];
        const people = (teamIds: number[]) => new Set(teamIds.flatMap((teamId) => problem.peopleOfTeam.get(teamId) ?? []));
        for (const place of placed) {
          expect(problem.windows.some((window) => place.start >= window.start && place.end <= window.end)).toBe(true);
          for (const before of byId.get(place.fixtureId)!.after) {
            const feeder = placed.find((other) => other.fixtureId === before);
            expect(feeder, 'a fixture is placed only after its feeders are').toBeDefined();
            expect(place.start).toBeGreaterThanOrEqual(feeder!.end);
          }
        }
        for (let i = 0; i < all.length; i++) {
          for (let j = i + 1; j < all.length; j++) {
            const a = all[i]!;
            const b = all[j]!;
            if (a.fixed && b.fixed) continue;
            const overlap = a.start < b.end && b.start < a.end;
            if (overlap) expect(a.venueId).not.toBe(b.venueId);
            const sharedTeam = a.teamIds.some((team) => b.teamIds.includes(team));
            if (sharedTeam) {
              const gap = Math.max(a.start - b.end, b.start - a.end);
              expect(gap).toBeGreaterThanOrEqual(problem.minRestMinutes);
            }
            if (overlap) {
              const peopleA = people(a.teamIds);
              expect([...people(b.teamIds)].some((person) => peopleA.has(person))).toBe(false);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('says why a fixture does not fit', () => {
    const { placed, unplaced } = scheduleFixtures({
      fixtures: [
        { id: 1, durationMinutes: 60, teamIds: [1, 2], after: [], order: 0 },
        { id: 2, durationMinutes: 60, teamIds: [3, 4], after: [], order: 1 },
        { id: 3, durationMinutes: 60, teamIds: [1, 3], after: [1, 2], order: 2 },
      ],
      windows: [{ start: 0, end: 60 }],
      venueIds: [1],
      minRestMinutes: 0,
      peopleOfTeam: new Map(),
      fixed: [],
    });
    expect(placed.map((place) => place.fixtureId)).toEqual([1]);
    expect(unplaced).toEqual([
      { fixtureId: 2, reason: 'every venue is taken at every time it could start' },
      { fixtureId: 3, reason: 'it comes after fixture 2, which did not fit' },
    ]);
  });

  it('stops at its search budget and reports the rest, instead of holding the event loop', () => {
    // 30 matches between the same two teams in a day that fits 24: without a budget the last six
    // scan every slot; with a small one the search stops early and says so.
    const fixtures = Array.from({ length: 30 }, (_, index) => ({
      id: index + 1,
      durationMinutes: 60,
      teamIds: [1, 2],
      after: [],
      order: 0,
    }));
    const problem = { fixtures, windows: [{ start: 0, end: 1440 }], venueIds: [1], minRestMinutes: 0, peopleOfTeam: new Map(), fixed: [] };
    const unbounded = scheduleFixtures(problem);
    expect(unbounded.placed).toHaveLength(24);
    const bounded = scheduleFixtures({ ...problem, searchBudget: 2_000 });
    expect(bounded.placed.length).toBeLessThan(24);
    expect(bounded.placed.length + bounded.unplaced.length).toBe(30);
    expect(bounded.unplaced.at(-1)!.reason).toMatch(/search stopped at its limit/);
    // What was placed before the stop still keeps the teams apart.
    const starts = bounded.placed.map((place) => place.start).sort((a, b) => a - b);
    for (let index = 1; index < starts.length; index++) expect(starts[index]! - starts[index - 1]!).toBeGreaterThanOrEqual(60);
  });

  it('keeps a person out of two sports at once', () => {
    const { placed } = scheduleFixtures({
      fixtures: [
        { id: 1, durationMinutes: 60, teamIds: [1, 2], after: [], order: 0 },
        { id: 2, durationMinutes: 60, teamIds: [3, 4], after: [], order: 1 },
      ],
      windows: [{ start: 0, end: 240 }],
      venueIds: [1, 2],
      minRestMinutes: 0,
      // Person 7 plays for team 1 (football) and team 3 (table tennis).
      peopleOfTeam: new Map([
        [1, [7]],
        [3, [7]],
      ]),
      fixed: [],
    });
    expect(placed).toEqual([
      { fixtureId: 1, venueId: 1, start: 0, end: 60 },
      { fixtureId: 2, venueId: 1, start: 60, end: 120 },
    ]);
  });
});
