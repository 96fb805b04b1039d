import type { ScoreRequest } from '@podium/contracts/tournaments/tournaments';

/** Sports scored by sets (points per set; the match score is sets won). Only these offer sets. */
const SET_SPORTS = /badminton|table tennis|volleyball|tennis|squash|pickleball|darts|carrom/i;
/** A set sport has no extra time or shoot-out: a match is played out, given as a walkover, or abandoned. */
export const SET_SPORT_RESULTS = new Set<NonNullable<ScoreRequest['decidedBy']>>(['regular', 'walkover', 'abandoned']);
/** The most sets a card offers rows for. */
export const MAX_SETS = 9;

/** Whether a sport is scored by sets (badminton, volleyball, …). */
export const isScoredBySets = (sportName: string) => SET_SPORTS.test(sportName);

/** How a match was decided, in people's words (the admin's results list shows them too). */
export const DECIDED_BY_LABELS: Record<NonNullable<ScoreRequest['decidedBy']>, string> = {
  regular: 'Regular time',
  extra_time: 'After extra time',
  penalties: 'Penalties (shoot-out)',
  walkover: 'Walkover',
  abandoned: 'Abandoned',
};

/** One choice of the card's "Decided by" list. */
export interface ResultType {
  value: NonNullable<ScoreRequest['decidedBy']>;
  label: string;
}

/** The ways a match of this sport can be decided: a set sport has no extra time or shoot-out. */
export const resultTypesFor = (isSetSport: boolean): ResultType[] =>
  (Object.entries(DECIDED_BY_LABELS) as [NonNullable<ScoreRequest['decidedBy']>, string][])
    .filter(([value]) => !isSetSport || SET_SPORT_RESULTS.has(value))
    .map(([value, label]) => ({ value, label: isSetSport && value === 'regular' ? 'Played in full' : label }));

/**
 * What the card needs of a match: the event site's fixture has it, and the admin's results list
 * maps its own rows to it, so staff and admins enter scores the same way.
 */
export interface ScoreCardFixture {
  id: number;
  sport: { name: string };
  /** The category ('Men's Open'): a sport runs in several, so staff need it to know which match this is. */
  category?: { name: string };
  round: string;
  startsAt: string;
  /** False while the match has no time yet ('Time to be announced'). */
  isScheduled: boolean;
  status: 'scheduled' | 'live' | 'finished';
  home: { name: string } | null;
  away: { name: string } | null;
  homeScore: string | null;
  awayScore: string | null;
  /** What was entered before, so correcting a result starts from it (the admin's list has these). */
  sets?: { home: number; away: number }[] | null;
  decidedBy?: ScoreRequest['decidedBy'] | null;
  shootout?: { home: number; away: number } | null;
  winner?: 'home' | 'away' | null;
}

/** A match still "live" this long after its start was most likely never finished (issue 30). */
const STALE_LIVE_MS = 24 * 60 * 60 * 1000;

/** Whether staff should be told the match looks forgotten: live, with a time, started over a day before `now`. */
export function isLiveTooLong(fixture: Pick<ScoreCardFixture, 'status' | 'isScheduled' | 'startsAt'>, now: number): boolean {
  return fixture.status === 'live' && fixture.isScheduled && now - Date.parse(fixture.startsAt) > STALE_LIVE_MS;
}

/** A pair of score boxes as typed: strings, empty while nothing is entered. */
export type ScorePair = { home: string; away: string };
