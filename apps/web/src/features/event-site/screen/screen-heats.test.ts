import { describe, expect, it } from 'vitest';
import type { StandingsAnswer } from '@podium/contracts/tournaments/tournaments';
import { readScreenFilter } from './screen-filter';
import { HEAT_LIMITS, heatBoards, laneMark } from './screen-heats';

const event = {
  timeZone: 'Asia/Kolkata',
  venues: [
    { id: 1, name: 'Kanteerava Stadium', address: '' },
    { id: 2, name: 'Koramangala Indoor Arena', address: '' },
  ],
  sportList: [
    { id: 10, name: 'Athletics', group: 'Individual' as const, isTeamSport: false },
    { id: 11, name: 'Football', group: 'Team' as const, isTeamSport: true },
  ],
  categories: [{ id: 7, name: "Men's Open", minAge: null, maxAge: null, gender: 'male' as const }],
  sportCategories: [
    {
      id: 5,
      sportId: 10,
      categoryId: 7,
      venueId: 2,
      capacity: null,
      entries: 14,
      waiting: 0,
      teamSizeMax: null,
      resultType: 'time' as const,
      registrationClosesAt: '',
      fee: null,
    },
  ],
};
// 10:00 in Bengaluru on Jul 2.
const NOW = new Date('2026-07-02T04:30:00Z');

type Lane = StandingsAnswer['rounds'][number]['heats'][number]['lanes'][number];
const lane = (number: number, extra: Partial<Lane> = {}): Lane => ({
  lane: number,
  entry: { id: 100 + number, name: `Runner ${number}` },
  mark: null,
  attempts: null,
  status: null,
  reason: null,
  place: null,
  qualified: null,
  ...extra,
});
const heat = (name: string, startsAt: string, status: 'scheduled' | 'finished', lanes: Lane[], venue = 'Koramangala Indoor Arena') => ({
  id: 1,
  name,
  startsAt,
  venue,
  status,
  lanes,
});
const answer = (heats: ReturnType<typeof heat>[], final: ReturnType<typeof heat>): StandingsAnswer => ({
  eventSportCategoryId: 5,
  format: null,
  tieBreakers: null,
  groups: [],
  knockout: [],
  elimination: null,
  swiss: null,
  medals: [],
  medalsPending: null,
  resultType: 'time',
  rounds: [
    { number: 1, name: 'Heats', qualify: { byPlace: 2, byMark: 2 }, heats },
    { number: 2, name: 'Final', qualify: null, heats: [final] },
  ],
  ranking: [],
});

const finished = heat('Heat 1', '2026-07-02T03:30:00Z', 'finished', [
  lane(1, { mark: '11.05', status: 'ok', place: 2, qualified: 'Q' }),
  lane(2, { status: 'DNS' }),
  lane(3, { mark: '10.92', status: 'ok', place: 1, qualified: 'Q' }),
]);
const toCome = heat('Heat 2', '2026-07-02T03:45:00Z', 'scheduled', [lane(2), lane(1)]);
const final = heat('Final', '2026-07-02T11:30:00Z', 'scheduled', []);
const boardsOf = (query = '', standings = [answer([finished, toCome], final)]) =>
  heatBoards(standings, readScreenFilter(new URLSearchParams(query), event), event, NOW);

describe('heatBoards', () => {
  it('shows finished heats by place (DNS last) and heats to come by start, with their lanes in lane order', () => {
    const boards = boardsOf();
    expect(boards.latest.map((row) => row.name)).toEqual(['Heat 1']);
    expect(boards.latest[0]!.title).toBe("Athletics · Men's Open");
    expect(boards.latest[0]!.lanes.map((row) => [row.lane, laneMark(row), row.qualified])).toEqual([
      [3, '10.92', 'Q'],
      [1, '11.05', 'Q'],
      [2, 'DNS', null],
    ]);
    // A heat whose start has passed but has no results is still to come (it may be late).
    expect(boards.next.map((row) => [row.name, row.lanes.map((item) => item.lane)])).toEqual([
      ['Heat 2', [1, 2]],
      ['Final', []],
    ]);
  });

  it('keeps a venue screen to the heats run there and a sport screen to its sport', () => {
    expect(boardsOf('venue=Kanteerava%20Stadium')).toEqual({ latest: [], next: [] });
    expect(boardsOf('venue=Koramangala%20Indoor%20Arena').next).toHaveLength(2);
    expect(boardsOf('sport=Football')).toEqual({ latest: [], next: [] });
    expect(boardsOf('sport=Athletics').latest).toHaveLength(1);
  });

  it('holds at most what a 1920×1080 screen shows, latest first', () => {
    const many = Array.from({ length: 5 }, (_, index) =>
      heat(`Heat ${index + 1}`, `2026-07-02T0${index + 3}:00:00Z`, 'finished', [lane(1, { mark: '11.00', status: 'ok', place: 1 })]),
    );
    const boards = boardsOf('', [answer(many, final)]);
    expect(boards.latest.map((row) => row.name)).toEqual(['Heat 5', 'Heat 4'].slice(0, HEAT_LIMITS.results));
  });
});

describe('readScreenFilter panels', () => {
  it('reads ?panel= names (repeated or comma-separated) and keeps unknown ones to be named', () => {
    const filter = readScreenFilter(new URLSearchParams('panel=heats,Heats-Next&panel=scores'), event);
    expect([...filter.panels!]).toEqual(['heats', 'heats-next']);
    expect(filter.unknownPanels).toEqual(['scores']);
    expect(readScreenFilter(new URLSearchParams(''), event).panels).toBeUndefined();
  });
});
