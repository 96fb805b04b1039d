import { describe, expect, it } from 'vitest';
import type { EventSportCategory } from '@podium/contracts/events/event-site';
import type { CategoryChoice } from './registration-choices';
import { registrationTotal } from './registration-total';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const category = (id: number, fee: EventSportCategory['fee']): EventSportCategory =>
  ({
    id,
    sportId: 1,
    categoryId: id,
    venueId: 1,
    capacity: null,
    entries: 0,
    registrationClosesAt: '2026-12-01T00:00:00Z',
    fee,
  }) as EventSportCategory;
const individual: CategoryChoice = { isTeamSport: false, teamMode: 'create-team', teamName: '', joinCode: '' };
const fee = (amount: number, extra: Partial<NonNullable<EventSportCategory['fee']>> = {}) => ({
  amount,
  currency: 'INR',
  chargedPer: 'person' as const,
  earlyBirdAmount: null,
  earlyBirdUntil: null,
  ...extra,
});

describe('registrationTotal', () => {
  it('adds the chosen paid categories and ignores free ones', () => {
    const categories = [category(1, fee(49_900)), category(2, fee(20_000)), category(3, null)];
    const choices = new Map([
      [1, individual],
      [2, individual],
      [3, individual],
    ]);
    expect(registrationTotal(choices, categories, NOW)).toEqual({ amountMinor: 69_900, currency: 'INR' });
  });

  it('is null when nothing chosen costs money', () => {
    expect(registrationTotal(new Map([[3, individual]]), [category(3, null)], NOW)).toBeNull();
  });

  it('prices the early bird while it lasts', () => {
    const categories = [category(1, fee(49_900, { earlyBirdAmount: 39_900, earlyBirdUntil: '2026-11-28T00:00:00Z' }))];
    expect(registrationTotal(new Map([[1, individual]]), categories, NOW)?.amountMinor).toBe(39_900);
    expect(registrationTotal(new Map([[1, individual]]), categories, Date.parse('2026-11-29T00:00:00Z'))?.amountMinor).toBe(49_900);
  });

  it('charges a team fee to the creator, not to someone joining', () => {
    const categories = [category(1, fee(200_000, { chargedPer: 'team' }))];
    const team = { ...individual, isTeamSport: true };
    expect(registrationTotal(new Map([[1, team]]), categories, NOW)?.amountMinor).toBe(200_000);
    expect(registrationTotal(new Map([[1, { ...team, teamMode: 'join-team' as const }]]), categories, NOW)).toBeNull();
  });
});
