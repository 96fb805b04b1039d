/** A fixture to place. Times are minutes on one timeline (the service maps them to instants). */
export interface FixtureToPlace {
  id: number;
  durationMinutes: number;
  /** Teams that may play it: the two known teams, or every team that could still come through. */
  teamIds: number[];
  /** Fixtures that must end before this one starts (the rounds feeding a knockout match). */
  after: number[];
  /** Earliest start (minutes), e.g. the end of a feeding match that is already timed. */
  notBefore?: number;
  /** Lower goes first when several could take a slot (group rounds, then knockout rounds). */
  order: number;
}

/** Something already on the timetable: a venue, its teams and people are busy then. */
export interface Booking {
  venueId: number;
  start: number;
  end: number;
  teamIds: number[];
}

export interface ScheduleProblem {
  fixtures: FixtureToPlace[];
  /** Time windows (minutes) the venues are open, in order. */
  windows: { start: number; end: number }[];
  venueIds: number[];
  minRestMinutes: number;
  /** People of each team: a person on two teams (two sports) is never in two places at once. */
  peopleOfTeam: Map<number, number[]>;
  /** Fixtures already timed (other categories, or fixed by hand): they stay where they are. */
  fixed: Booking[];
  /** Candidate starts are on this grid (minutes); the default is 5. */
  stepMinutes?: number;
  /**
   * Most interval comparisons the search may make (default SEARCH_BUDGET). A request is bounded by
   * its schema, not by its cost: 4,000 fixtures that cannot fit in a month would scan every slot for
   * each and hold the event loop for minutes. Past the budget, the rest is reported unplaced.
   */
  searchBudget?: number;
}

/** About a second of comparisons on this machine (measured); the 624-fixture benchmark uses a small part of it. */
export const SEARCH_BUDGET = 200_000_000;

export interface Placement {
  fixtureId: number;
  venueId: number;
  start: number;
  end: number;
}

export interface Unplaced {
  fixtureId: number;
  reason: string;
}

type Interval = [number, number];

/** Counts the comparisons the search makes, so it can stop at its budget. */
class SearchMeter {
  used = 0;
  constructor(readonly budget: number) {}
  get isSpent() {
    return this.used > this.budget;
  }
  overlaps(list: Interval[] | undefined, start: number, end: number, margin: number): boolean {
    if (!list) return false;
    this.used += list.length + 1;
    for (const [a, b] of list) if (start < b + margin && a < end + margin) return true;
    return false;
  }
}

function add(map: Map<number, Interval[]>, key: number, interval: Interval) {
  const list = map.get(key);
  if (list) list.push(interval);
  else map.set(key, [interval]);
}

const REASONS = {
  venue: 'every venue is taken at every time it could start',
  team: `a team would play twice at once or without its rest`,
  person: 'a player is playing another fixture (another sport) at every time it could start',
  window: 'no open time is left after the matches that feed it',
  budget: 'the search stopped at its limit before reaching this fixture: schedule fewer categories or days at once',
} as const;

/**
 * Greedy list scheduling: fixtures in order (feeding rounds first), each at its earliest start on
 * the grid and the first venue where no venue, team or person clash arises and every team has its
 * rest. A fixture that does not fit is reported with the constraint that blocked it most often;
 * whatever depends on it is reported too. The guarantees (no clash, rest, order) hold for every
 * placement, and are checked on random inputs by scheduler.test.ts.
 */
export function scheduleFixtures(problem: ScheduleProblem): ScheduleResult {
  const steps = scheduleSteps(problem);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/**
 * The same search, giving the event loop back whenever it has run for `sliceMs` (issue 28: the
 * search may take its whole budget, about a second, and a health check of another tenant waited
 * behind it). The answer is the one `scheduleFixtures` gives; only the waiting differs.
 */
export async function scheduleFixturesYielding(problem: ScheduleProblem, sliceMs = YIELD_SLICE_MS): Promise<ScheduleResult> {
  const steps = scheduleSteps(problem);
  let sliceStart = performance.now();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (performance.now() - sliceStart < sliceMs) continue;
    await new Promise<void>((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
  }
}

/** How long the yielding search runs before it lets other requests in (milliseconds). */
export const YIELD_SLICE_MS = 10;
/** The search pauses (a generator yield) about this often, counted in comparisons: well under a millisecond. */
const COMPARISONS_PER_PAUSE = 50_000;

export interface ScheduleResult {
  placed: Placement[];
  unplaced: Unplaced[];
}

/** The search as a generator: it yields now and then, so a caller may pause it; it returns the result. */
function* scheduleSteps(problem: ScheduleProblem): Generator<void, ScheduleResult, void> {
  let nextPause = COMPARISONS_PER_PAUSE;
  const step = problem.stepMinutes ?? 5;
  const meter = new SearchMeter(problem.searchBudget ?? SEARCH_BUDGET);
  const overlaps = meter.overlaps.bind(meter);
  const venueBusy = new Map<number, Interval[]>();
  const teamBusy = new Map<number, Interval[]>();
  const personBusy = new Map<number, Interval[]>();
  const peopleOf = (teamIds: number[]) => [...new Set(teamIds.flatMap((teamId) => problem.peopleOfTeam.get(teamId) ?? []))];
  const book = (venueId: number, start: number, end: number, teamIds: number[]) => {
    add(venueBusy, venueId, [start, end]);
    for (const teamId of teamIds) add(teamBusy, teamId, [start, end]);
    for (const person of peopleOf(teamIds)) add(personBusy, person, [start, end]);
  };
  for (const booking of problem.fixed) book(booking.venueId, booking.start, booking.end, booking.teamIds);

  const endOf = new Map<number, number>();
  const failed = new Set<number>();
  const placed: Placement[] = [];
  const unplaced: Unplaced[] = [];
  const pending = [...problem.fixtures].sort((a, b) => a.order - b.order || a.id - b.id);
  for (const fixture of pending) {
    yield;
    if (meter.isSpent) {
      failed.add(fixture.id);
      unplaced.push({ fixtureId: fixture.id, reason: REASONS.budget });
      continue;
    }
    const blocked = fixture.after.find((id) => failed.has(id));
    if (blocked !== undefined) {
      failed.add(fixture.id);
      unplaced.push({ fixtureId: fixture.id, reason: `it comes after fixture ${blocked}, which did not fit` });
      continue;
    }
    const earliest = Math.max(fixture.notBefore ?? -Infinity, ...fixture.after.map((id) => endOf.get(id) ?? -Infinity));
    const people = peopleOf(fixture.teamIds);
    const counts = { venue: 0, team: 0, person: 0, window: 0 };
    let chosen: Placement | null = null;
    for (const window of problem.windows) {
      if (chosen) break;
      const first = Math.max(window.start, Math.ceil((earliest - window.start) / step) * step + window.start);
      if (first + fixture.durationMinutes > window.end) {
        counts.window++;
        continue;
      }
      for (let start = first; start + fixture.durationMinutes <= window.end && !chosen && !meter.isSpent; start += step) {
        if (meter.used >= nextPause) {
          nextPause = meter.used + COMPARISONS_PER_PAUSE;
          yield;
        }
        const end = start + fixture.durationMinutes;
        if (fixture.teamIds.some((teamId) => overlaps(teamBusy.get(teamId), start, end, problem.minRestMinutes))) {
          counts.team++;
          continue;
        }
        if (people.some((person) => overlaps(personBusy.get(person), start, end, 0))) {
          counts.person++;
          continue;
        }
        const venueId = problem.venueIds.find((venue) => !overlaps(venueBusy.get(venue), start, end, 0));
        if (venueId === undefined) {
          counts.venue++;
          continue;
        }
        chosen = { fixtureId: fixture.id, venueId, start, end };
      }
    }
    if (!chosen) {
      failed.add(fixture.id);
      const worst = (Object.keys(counts) as (keyof typeof counts)[]).sort((a, b) => counts[b] - counts[a])[0]!;
      const reason = meter.isSpent ? REASONS.budget : counts[worst] === 0 ? REASONS.window : REASONS[worst];
      unplaced.push({ fixtureId: fixture.id, reason });
      continue;
    }
    book(chosen.venueId, chosen.start, chosen.end, fixture.teamIds);
    endOf.set(fixture.id, chosen.end);
    placed.push(chosen);
  }
  return { placed, unplaced };
}
