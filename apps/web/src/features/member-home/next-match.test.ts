import { describe, expect, it } from 'vitest';
import type { MyRegistration } from '@podium/contracts/registrations/registration';
import { pickNextMatch } from './next-match';

const row = (id: number, nextFixture: MyRegistration['nextFixture'], status: MyRegistration['status'] = 'confirmed') =>
  ({
    id,
    status,
    event: {
      id: 1,
      eventName: 'Corporate Olympics 2026',
      path: 'bengaluru-co',
      city: { id: 1, name: 'Bengaluru' },
      timeZone: 'Asia/Kolkata',
    },
    sport: { id: id, name: `Sport ${id}` },
    category: { id: 1, name: "Men's Open" },
    nextFixture,
  }) as unknown as MyRegistration;
const fixture = (startsAt: string, status = 'scheduled') => ({ startsAt, round: 'Round 1', opponent: 'Globex', venue: 'Court 1', status });

describe('pickNextMatch', () => {
  const now = new Date('2026-07-01T08:00:00Z');
  it('prefers a live match, then the earliest one to come, ignoring withdrawn registrations', () => {
    expect(pickNextMatch([row(1, fixture('2026-07-03T08:00:00Z')), row(2, fixture('2026-07-02T08:00:00Z'))], now)?.sport).toBe('Sport 2');
    expect(pickNextMatch([row(1, fixture('2026-07-02T08:00:00Z')), row(2, fixture('2026-06-30T08:00:00Z', 'live'))], now)?.sport).toBe(
      'Sport 2',
    );
    expect(pickNextMatch([row(1, fixture('2026-07-02T08:00:00Z'), 'withdrawn')], now)).toBeUndefined();
    expect(pickNextMatch([row(1, null)], now)).toBeUndefined();
  });
});
