import type { ScheduleAnswer } from '@podium/contracts/tournaments/tournaments';
import { formatTimeOfDay, localDay } from '../../lib/format-date';

type Placed = ScheduleAnswer['placed'][number];
type PlacedHeat = ScheduleAnswer['placedHeats'][number];

/**
 * A match as a timetable cell shows it: 'Open 1 v Open 2', and 'Football · Open · Semi-final 1' under
 * it; a heat of a timed event (issue 32): 'Heat 2', and 'Athletics · Men's Open · Heats' under it.
 */
export interface TimetableMatch {
  /** The fixture's id; a heat's id as a negative number (heats and fixtures share the timetable). */
  fixtureId: number;
  sides: string;
  detail: string;
  startsAt: string;
  endsAt: string;
}

/** One start time of a day: a cell per venue column, in the columns' order (empty where the venue is free). */
export interface TimetableRow {
  startsAt: string;
  /** '9:00 AM' in the event's zone. */
  time: string;
  cells: TimetableMatch[][];
}

export interface TimetableDay {
  /** YYYY-MM-DD in the event's zone. */
  day: string;
  rows: TimetableRow[];
}

export interface Timetable {
  /** The venues that hold a match, in the event's venue order, the same columns every day. */
  venues: { id: number; name: string }[];
  days: TimetableDay[];
}

/**
 * Lays a schedule's placed matches out as a timetable: a day per local day, a row per distinct
 * start time (so matches that start together on different venues share a row), a column per venue.
 * A venue the event no longer lists (renamed away between preview and now) is kept, after the others.
 * Heats of timed categories (`placedHeats`) take their places beside the matches.
 */
export function buildTimetable(
  placedMatches: Placed[],
  context: {
    venues: { id: number; name: string }[];
    categories: { id: number; sportName: string; categoryName: string }[];
    timeZone: string;
  },
  placedHeats: PlacedHeat[] = [],
): Timetable {
  const placed = [
    ...placedMatches.map((place) => ({ ...place, sides: `${place.home} v ${place.away}` })),
    ...placedHeats.map((heat) => ({ ...heat, fixtureId: -heat.heatId, sides: heat.heat })),
  ];
  const used = new Set(placed.map((place) => place.venueId));
  const known = context.venues.filter((venue) => used.has(venue.id));
  const unknown = [...used]
    .filter((id) => !context.venues.some((venue) => venue.id === id))
    .sort((a, b) => a - b)
    .map((id) => ({ id, name: `Venue ${id}` }));
  const venues = [...known, ...unknown];
  const column = new Map(venues.map((venue, index) => [venue.id, index]));
  const categoryName = new Map(context.categories.map((category) => [category.id, `${category.sportName} · ${category.categoryName}`]));

  const byDay = new Map<string, Map<number, TimetableRow>>();
  const sorted = [...placed].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.fixtureId - b.fixtureId);
  for (const place of sorted) {
    const day = localDay(place.startsAt, context.timeZone);
    const rows = byDay.get(day) ?? new Map<number, TimetableRow>();
    byDay.set(day, rows);
    const instant = Date.parse(place.startsAt);
    let row = rows.get(instant);
    if (!row) {
      row = { startsAt: place.startsAt, time: formatTimeOfDay(place.startsAt, context.timeZone), cells: venues.map(() => []) };
      rows.set(instant, row);
    }
    const category = categoryName.get(place.eventSportCategoryId);
    row.cells[column.get(place.venueId)!]!.push({
      fixtureId: place.fixtureId,
      sides: place.sides,
      detail: category ? `${category} · ${place.round}` : place.round,
      startsAt: place.startsAt,
      endsAt: place.endsAt,
    });
  }
  const days = [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, rows]) => ({ day, rows: [...rows.values()] }));
  return { venues, days };
}
