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

describe('a fixture card offers "Add to calendar" (issue 33)', () => {
  const event = {
    id: 5,
    eventName: 'Games',
    timeZone: 'Asia/Kolkata',
    venues: [{ id: 3, name: 'Kanteerava Stadium', address: 'Kasturba Road' }],
  };

  it('for an upcoming match with a time: Google with the venue address, and the match .ics', () => {
    render(<FixtureCard fixture={fixture({})} timeZone="Asia/Kolkata" event={event} />);
    const group = screen.getByRole('group', { name: 'Add Acme FC v Globex FC to calendar' });
    const google = new URL(group.querySelector('a[href^="https://calendar.google.com"]')!.getAttribute('href')!);
    expect(google.searchParams.get('dates')).toBe('20261126T043000Z/20261126T053000Z');
    expect(google.searchParams.get('location')).toBe('Kanteerava Stadium, Kasturba Road');
    expect(screen.getByRole('link', { name: 'Apple / Outlook' }).getAttribute('href')).toBe('/api/public/events/5/fixtures/1/calendar.ics');
  });

  it('not for a match without a time, nor one that is over', () => {
    render(<FixtureCard fixture={fixture({ isScheduled: false })} timeZone="Asia/Kolkata" event={event} />);
    render(
      <FixtureCard
        fixture={fixture({ id: 2, status: 'finished', homeScore: '1', awayScore: '0' })}
        timeZone="Asia/Kolkata"
        event={event}
      />,
    );
    expect(screen.queryByRole('group', { name: /to calendar/ })).toBeNull();
  });
});
