import { describe, expect, it } from 'vitest';
import { isOnScreen, readScreenFilter } from './screen-filter';

const event = {
  venues: [
    { id: 1, name: 'Kanteerava Stadium', address: '' },
    { id: 2, name: 'Koramangala Indoor Arena', address: '' },
  ],
  sportList: [
    { id: 10, name: 'Football', group: 'Team' as const, isTeamSport: true },
    { id: 11, name: 'Table Tennis', group: 'Individual' as const, isTeamSport: false },
  ],
};
const read = (query: string) => readScreenFilter(new URLSearchParams(query), event);

describe('readScreenFilter', () => {
  it('shows everything without a venue or sport in the address', () => {
    expect(read('')).toEqual({ unknownVenues: [], unknownSports: [], unknownPanels: [], label: null });
  });

  it('picks venues and sports by name, in any case and spacing, and names them for the title bar', () => {
    const filter = read('venue=kanteerava%20%20stadium&sport=TABLE%20TENNIS&sport=Football');
    expect([...filter.venueIds!]).toEqual([1]);
    expect([...filter.sportIds!]).toEqual([11, 10]);
    expect(filter.label).toBe('Kanteerava Stadium · Table Tennis · Football');
    expect(filter.unknownVenues).toEqual([]);
  });

  it('keeps the names the event does not have, to say so on the screen', () => {
    const filter = read('venue=Kanteerava%20Stadum&venue=Koramangala%20Indoor%20Arena&sport=Chess');
    expect(filter.unknownVenues).toEqual(['Kanteerava Stadum']);
    expect(filter.unknownSports).toEqual(['Chess']);
    expect([...filter.venueIds!]).toEqual([2]);
  });

  it('ignores an empty parameter', () => {
    expect(read('venue=&sport=%20')).toEqual({ unknownVenues: [], unknownSports: [], unknownPanels: [], label: null });
  });
});

describe('isOnScreen', () => {
  it('needs both the venue and the sport picked, when picked', () => {
    const filter = read('venue=Kanteerava%20Stadium&sport=Football');
    expect(isOnScreen(filter, { venue: { id: 1 }, sport: { id: 10 } })).toBe(true);
    expect(isOnScreen(filter, { venue: { id: 2 }, sport: { id: 10 } })).toBe(false);
    expect(isOnScreen(filter, { venue: { id: 1 }, sport: { id: 11 } })).toBe(false);
    expect(isOnScreen(read(''), { venue: { id: 2 }, sport: { id: 11 } })).toBe(true);
  });
});
