/** @vitest-environment happy-dom */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/render';
import { ScoreCardHeading } from './score-card-heading';
import type { ScoreCardFixture } from './score-card-fixture';

const match: ScoreCardFixture = {
  id: 5,
  sport: { name: 'Football' },
  category: { name: "Men's Open" },
  round: 'Final',
  startsAt: '2026-11-24T10:00:00.000Z',
  isScheduled: true,
  status: 'scheduled',
  home: { name: 'Globex' },
  away: { name: 'Initech' },
  homeScore: null,
  awayScore: null,
};
const dayMs = 24 * 60 * 60 * 1000;

describe("a score card's heading", () => {
  it('names the sport, category and round, and the time in the event’s zone', () => {
    render(<ScoreCardHeading fixture={match} timeZone="Asia/Kolkata" openedAt={Date.parse(match.startsAt)} />);
    expect(screen.getByText("Football · Men's Open · Final")).toBeTruthy();
    expect(screen.getByText(/3:30/)).toBeTruthy();
    expect(screen.queryByText('Live')).toBeNull();
    expect(screen.queryByText('Full time')).toBeNull();
  });

  it('says when the time is not known yet and when the match is over', () => {
    render(
      <ScoreCardHeading
        fixture={{ ...match, category: undefined, isScheduled: false, status: 'finished' }}
        timeZone="Asia/Kolkata"
        openedAt={0}
      />,
    );
    expect(screen.getByText('Football · Final')).toBeTruthy();
    expect(screen.getByText('Time to be announced')).toBeTruthy();
    expect(screen.getByText('Full time')).toBeTruthy();
  });

  it('warns of a match still live over a day after its start, and not before', () => {
    const live = { ...match, status: 'live' as const };
    const { rerender } = render(<ScoreCardHeading fixture={live} timeZone="UTC" openedAt={Date.parse(match.startsAt) + dayMs - 1} />);
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.queryByTestId('stale-live')).toBeNull();
    rerender(<ScoreCardHeading fixture={live} timeZone="UTC" openedAt={Date.parse(match.startsAt) + dayMs + 1} />);
    expect(screen.getByTestId('stale-live').textContent).toBe('Still live a day after it started: enter the final score, or correct it.');
  });
});
