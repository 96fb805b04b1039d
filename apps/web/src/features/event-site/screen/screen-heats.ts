import type { EventDetail } from '@podium/contracts/events/event-site';
import type { StandingsAnswer } from '@podium/contracts/tournaments/tournaments';
import { localDay } from '../../../lib/format-date';
import type { ScreenFilter } from './screen-filter';

type Heat = StandingsAnswer['rounds'][number]['heats'][number];
export type ScreenLane = Heat['lanes'][number];

/** How many heats each heat panel holds at 1920×1080, and lanes per heat before "+N more". */
export const HEAT_LIMITS = { results: 2, next: 3, lanes: 9 } as const;

/** One heat (or a final) of a timed or measured category, as the big screen shows it. */
export interface ScreenHeat {
  key: string;
  /** 'Athletics · Men's Open': the competition the heat belongs to. */
  title: string;
  /** 'Heat 2', 'Semi-final 1', 'Final'. */
  name: string;
  round: string;
  startsAt: string;
  venue: string;
  status: Heat['status'];
  resultType: StandingsAnswer['resultType'];
  /** Results: by place (DNS / DNF / DQ last); start lists: by lane. */
  lanes: ScreenLane[];
}

export interface HeatBoards {
  /** Finished heats, latest first. */
  latest: ScreenHeat[];
  /** Heats still to run, from today on in the event's zone, earliest first. */
  next: ScreenHeat[];
}

const byPlace = (a: ScreenLane, b: ScreenLane) => (a.place ?? 999) - (b.place ?? 999) || a.lane - b.lane;
const byLane = (a: ScreenLane, b: ScreenLane) => a.lane - b.lane;

/**
 * The heats a big screen shows, from the standings of the event's timed and measured categories
 * (the microsite's own reads): the latest finished heats with their results, and the heats coming
 * up with their lanes. A heat is on a venue's screen when it runs there (heats may run away from
 * the category's own venue); a sport filter keeps its categories.
 */
export function heatBoards(
  standings: StandingsAnswer[],
  filter: ScreenFilter,
  event: Pick<EventDetail, 'venues' | 'timeZone' | 'sportCategories' | 'sportList' | 'categories'>,
  now: Date,
): HeatBoards {
  const venueNames = filter.venueIds
    ? new Set(event.venues.filter((venue) => filter.venueIds!.has(venue.id)).map((venue) => venue.name))
    : null;
  const heats: ScreenHeat[] = [];
  for (const answer of standings) {
    const category = event.sportCategories.find((row) => row.id === answer.eventSportCategoryId);
    if (!category || answer.resultType === 'match') continue;
    if (filter.sportIds && !filter.sportIds.has(category.sportId)) continue;
    const sport = event.sportList.find((row) => row.id === category.sportId)?.name ?? '';
    const categoryName = event.categories.find((row) => row.id === category.categoryId)?.name ?? '';
    for (const round of answer.rounds)
      for (const heat of round.heats) {
        if (venueNames && !venueNames.has(heat.venue)) continue;
        heats.push({
          key: `${answer.eventSportCategoryId}-${round.number}-${heat.name}`,
          title: `${sport} · ${categoryName}`,
          name: heat.name,
          round: round.name,
          startsAt: heat.startsAt,
          venue: heat.venue,
          status: heat.status,
          resultType: answer.resultType,
          lanes: [...heat.lanes].sort(heat.status === 'finished' ? byPlace : byLane),
        });
      }
  }
  const today = localDay(now.toISOString(), event.timeZone);
  const byStart = (a: ScreenHeat, b: ScreenHeat) => a.startsAt.localeCompare(b.startsAt) || a.key.localeCompare(b.key);
  return {
    latest: heats
      .filter((heat) => heat.status === 'finished')
      .sort((a, b) => byStart(b, a))
      .slice(0, HEAT_LIMITS.results),
    next: heats
      .filter((heat) => heat.status === 'scheduled' && localDay(heat.startsAt, event.timeZone) >= today)
      .sort(byStart)
      .slice(0, HEAT_LIMITS.next),
  };
}

/** A lane's mark column: the mark, or DNS / DNF / DQ. */
export const laneMark = (lane: ScreenLane): string => (lane.status === null ? '' : lane.status === 'ok' ? (lane.mark ?? '') : lane.status);
