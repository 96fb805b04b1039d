import { describe, expect, it } from 'vitest';
import type { ScheduleAnswer } from '@podium/contracts/tournaments/tournaments';
import { buildTimetable } from './schedule-timetable';

type Placed = ScheduleAnswer['placed'][number];

/** A match in Kolkata (UTC+05:30): `start` is the local clock time on 1 July 2026 unless `day` says otherwise. */
const match = (fixtureId: number, venueId: number, start: string, home: string, away: string, day = '2026-07-01'): Placed => {
  const startsAt = new Date(`${day}T${start}:00+05:30`);
  return {
    fixtureId,
    venueId,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 60 * 60_000).toISOString(),
    eventSportCategoryId: 7,
    round: 'Group A',
    home,
    away,
  };
};

const context = {
  venues: [
    { id: 3, name: 'Court 1' },
    { id: 1, name: 'Court 2' },
    { id: 2, name: 'Pitch 9' },
  ],
  categories: [{ id: 7, sportName: 'Football', categoryName: 'Open' }],
  timeZone: 'Asia/Kolkata',
};

describe('buildTimetable', () => {
  it('puts matches that start together on different venues in one row, in time order', () => {
    const table = buildTimetable(
      [match(11, 1, '10:00', 'C', 'D'), match(10, 3, '09:00', 'A', 'B'), match(12, 3, '10:00', 'E', 'F')],
      context,
    );
    expect(table.days).toHaveLength(1);
    const [day] = table.days;
    expect(day!.day).toBe('2026-07-01');
    expect(day!.rows.map((row) => row.time)).toEqual(['9:00 AM', '10:00 AM']);
    const ten = day!.rows[1]!;
    expect(ten.cells.map((cell) => cell.map((entry) => entry.sides))).toEqual([['E v F'], ['C v D']]);
  });

  it('lays the heats of a timed category beside the matches, named by heat and round (issue 32)', () => {
    const at = (start: string) => new Date(`2026-07-01T${start}:00+05:30`).toISOString();
    const heat = {
      heatId: 4,
      venueId: 2,
      startsAt: at('09:00'),
      endsAt: at('09:10'),
      eventSportCategoryId: 8,
      round: 'Heats',
      heat: 'Heat 1',
    };
    const table = buildTimetable(
      [match(10, 3, '09:00', 'A', 'B')],
      { ...context, categories: [...context.categories, { id: 8, sportName: 'Athletics', categoryName: "Men's Open" }] },
      [heat],
    );
    expect(table.venues.map((venue) => venue.name)).toEqual(['Court 1', 'Pitch 9']);
    const [row] = table.days[0]!.rows;
    expect(row!.cells.map((cell) => cell.map((entry) => [entry.fixtureId, entry.sides, entry.detail]))).toEqual([
      [[10, 'A v B', 'Football · Open · Group A']],
      [[-4, 'Heat 1', "Athletics · Men's Open · Heats"]],
    ]);
  });

  it('orders venue columns as the event lists them and leaves out venues with no match', () => {
    const table = buildTimetable([match(1, 1, '09:00', 'A', 'B'), match(2, 3, '09:00', 'C', 'D')], context);
    expect(table.venues.map((venue) => venue.name)).toEqual(['Court 1', 'Court 2']);
    // The same answer in another order gives the same columns.
    const reversed = buildTimetable([match(2, 3, '09:00', 'C', 'D'), match(1, 1, '09:00', 'A', 'B')], context);
    expect(reversed.venues).toEqual(table.venues);
  });

  it('keeps a cell empty where a venue is free at that time', () => {
    const table = buildTimetable([match(1, 3, '09:00', 'A', 'B'), match(2, 1, '10:30', 'C', 'D')], context);
    const rows = table.days[0]!.rows;
    expect(rows.map((row) => row.cells.map((cell) => cell.length))).toEqual([
      [1, 0],
      [0, 1],
    ]);
  });

  it('splits days by the event’s zone, not UTC, and says what each match is', () => {
    // 04:00 in Kolkata on 2 July is still 1 July in UTC.
    const table = buildTimetable([match(1, 2, '09:00', 'A', 'B'), match(2, 2, '04:00', 'C', 'D', '2026-07-02')], context);
    expect(table.days.map((day) => day.day)).toEqual(['2026-07-01', '2026-07-02']);
    expect(table.days[1]!.rows[0]!.cells[0]![0]).toMatchObject({ sides: 'C v D', detail: 'Football · Open · Group A' });
  });

  it('keeps a venue the event no longer lists as its own column, after the known ones', () => {
    const table = buildTimetable([match(1, 99, '09:00', 'A', 'B'), match(2, 2, '09:00', 'C', 'D')], context);
    expect(table.venues).toEqual([
      { id: 2, name: 'Pitch 9' },
      { id: 99, name: 'Venue 99' },
    ]);
  });

  it('is empty when nothing was placed', () => {
    expect(buildTimetable([], context)).toEqual({ venues: [], days: [] });
  });
});
