import { describe, expect, it } from 'vitest';
import type { Fixture } from '@podium/contracts/events/event-site';
import { readScreenFilter } from './screen-filter';
import { SCREEN_LIMITS, screenBoards } from './screen-boards';

const event = {
  timeZone: 'Asia/Kolkata',
  venues: [
    { id: 1, name: 'Kanteerava Stadium', address: '' },
    { id: 2, name: 'Koramangala Indoor Arena', address: '' },
    { id: 3, name: 'Whitefield Sports Club', address: '' },
  ],
  sportList: [{ id: 10, name: 'Football', group: 'Team' as const, isTeamSport: true }],
};
// 10:00 in Bengaluru on Jul 2.
const NOW = new Date('2026-07-02T04:30:00Z');
let nextId = 1;
function fixture(status: Fixture['status'], startsAt: string, venueId = 1, extra: Partial<Fixture> = {}): Fixture {
  return {
    id: nextId++,
    eventSportCategoryId: 5,
    sport: { id: 10, name: 'Football' },
    category: { id: 7, name: "Men's Open" },
    venue: { id: venueId, name: event.venues[venueId - 1]!.name },
    round: 'Group A',
    startsAt,
    isScheduled: true,
    status,
    home: { id: 100, name: 'Globex XI', company: 'Globex' },
    away: { id: 101, name: 'Initech FC', company: 'Initech' },
    homeScore: status === 'scheduled' ? null : '1',
    awayScore: status === 'scheduled' ? null : '0',
    winnerTeamId: status === 'finished' ? 100 : null,
    decidedBy: null,
    shootout: null,
    ...extra,
  };
}
const boardsOf = (fixtures: Fixture[], query = '') =>
  screenBoards(fixtures, readScreenFilter(new URLSearchParams(query), event), event, NOW);

describe('screenBoards', () => {
  it('puts live matches first, next matches per venue from today on, and results newest first', () => {
    const live = fixture('live', '2026-07-02T04:00:00Z');
    const yesterdayUnplayed = fixture('scheduled', '2026-07-01T10:00:00Z');
    const later = fixture('scheduled', '2026-07-02T09:00:00Z');
    const soon = fixture('scheduled', '2026-07-02T05:30:00Z');
    const tomorrow = fixture('scheduled', '2026-07-03T05:30:00Z', 2);
    const untimed = fixture('scheduled', '2026-07-02T05:30:00Z', 1, { isScheduled: false });
    const older = fixture('finished', '2026-07-01T05:00:00Z');
    const newer = fixture('finished', '2026-07-02T03:00:00Z');
    const boards = boardsOf([live, yesterdayUnplayed, later, soon, tomorrow, untimed, older, newer]);
    expect(boards.live.map((match) => match.id)).toEqual([live.id]);
    expect(boards.nextByVenue.map((queue) => [queue.venue.name, queue.fixtures.map((match) => match.id)])).toEqual([
      ['Kanteerava Stadium', [soon.id, later.id]],
      ['Koramangala Indoor Arena', [tomorrow.id]],
    ]);
    expect(boards.latestResults.map((match) => match.id)).toEqual([newer.id, older.id]);
  });

  it('keeps to the venue in the address, and names it even with nothing left to play there', () => {
    const elsewhere = fixture('live', '2026-07-02T04:00:00Z', 2);
    const here = fixture('finished', '2026-07-02T03:00:00Z', 3);
    const boards = boardsOf([elsewhere, here], 'venue=Whitefield%20Sports%20Club');
    expect(boards.live).toEqual([]);
    expect(boards.nextByVenue).toEqual([{ venue: { id: 3, name: 'Whitefield Sports Club' }, fixtures: [] }]);
    expect(boards.latestResults.map((match) => match.id)).toEqual([here.id]);
  });

  it('holds no more than a screen can show', () => {
    const many = Array.from({ length: 10 }, (_, index) => fixture('scheduled', `2026-07-02T0${index}:45:00Z`));
    const done = Array.from({ length: 10 }, (_, index) => fixture('finished', `2026-07-01T0${index}:45:00Z`));
    const boards = boardsOf([...many, ...done]);
    expect(boards.nextByVenue[0]!.fixtures).toHaveLength(SCREEN_LIMITS.nextPerVenue);
    expect(boards.latestResults).toHaveLength(SCREEN_LIMITS.results);
  });
});
