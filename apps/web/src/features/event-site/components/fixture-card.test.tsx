/** @vitest-environment happy-dom */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Fixture } from '@podium/contracts/events/event-site';
import '../../../test/render';
import { FixtureCard } from './fixture-card';

const side = (id: number, name: string) => ({ id, name, company: null });

function fixture(overrides: Partial<Fixture>): Fixture {
  return {
    id: 1,
    eventSportCategoryId: 7,
    sport: { id: 1, name: 'Football' },
    category: { id: 2, name: "Men's Open" },
    venue: { id: 3, name: 'Kanteerava Stadium' },
    round: 'Group A',
    startsAt: '2026-11-26T04:30:00.000Z',
    isScheduled: true,
    status: 'scheduled',
    home: side(10, 'Acme FC'),
    away: side(11, 'Globex FC'),
    homeScore: null,
    awayScore: null,
    winnerTeamId: null,
    decidedBy: null,
    shootout: null,
    ...overrides,
  } as Fixture;
}

const timeLine = () => screen.getByText(/Group A ·/).textContent;

describe('a fixture card says when its match is', () => {
  it('a scheduled card in a list grouped by day shows the time only', () => {
    render(<FixtureCard fixture={fixture({})} timeZone="Asia/Kolkata" />);
    expect(timeLine()).toBe('Group A · 10:00 AM · Kanteerava Stadium');
  });

  it('a live card carries its date, so a match left live since yesterday does not read as today’s (issue 30)', () => {
    render(<FixtureCard fixture={fixture({ status: 'live', homeScore: '1', awayScore: '0' })} timeZone="Asia/Kolkata" />);
    expect(timeLine()).toBe('Group A · Thu, Nov 26 · 10:00 AM · Kanteerava Stadium');
  });
});
