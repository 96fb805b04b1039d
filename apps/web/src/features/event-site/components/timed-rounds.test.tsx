/** @vitest-environment happy-dom */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { standingsAnswerSchema } from '@podium/contracts/tournaments/tournaments';
import '../../../test/render';
import { TimedRounds } from './timed-rounds';

const entry = (id: number) => ({ id, name: `Runner ${id}` });
const lane = (
  id: number,
  values: { mark?: string; status?: 'ok' | 'DNS' | 'DNF' | 'DQ'; place?: number; qualified?: 'Q' | 'q'; reason?: string },
) => ({
  lane: id,
  entry: entry(id),
  mark: values.mark ?? null,
  status: values.status ?? null,
  reason: values.reason ?? null,
  place: values.place ?? null,
  qualified: values.qualified ?? null,
});

const answer = standingsAnswerSchema.parse({
  eventSportCategoryId: 1,
  format: null,
  tieBreakers: null,
  groups: [],
  knockout: [],
  medals: [],
  medalsPending: 'Medals are shown once the final of this category has its results.',
  resultType: 'time',
  rounds: [
    {
      number: 1,
      name: 'Heats',
      qualify: { byPlace: 1, byMark: 1 },
      heats: [
        {
          id: 1,
          name: 'Heat 1',
          startsAt: '2026-11-28T03:30:00.000Z',
          venue: 'Kanteerava Stadium',
          status: 'finished',
          lanes: [
            lane(3, { mark: '11.20', status: 'ok', place: 2, qualified: 'q' }),
            lane(4, { mark: '10.90', status: 'ok', place: 1, qualified: 'Q' }),
            lane(5, { status: 'DQ', reason: 'False start' }),
          ],
        },
        {
          id: 2,
          name: 'Heat 2',
          startsAt: '2026-11-28T03:45:00.000Z',
          venue: 'Kanteerava Stadium',
          status: 'scheduled',
          lanes: [lane(6, {}), lane(1, {})],
        },
      ],
    },
    {
      number: 2,
      name: 'Final',
      qualify: null,
      heats: [{ id: 3, name: 'Final', startsAt: '2026-11-28T11:30:00.000Z', venue: 'Kanteerava Stadium', status: 'scheduled', lanes: [] }],
    },
  ],
});

describe('TimedRounds', () => {
  it('shows a finished heat by place with Q / q and DQ reasons, a heat to come as a start list by lane, and a final still to draw', () => {
    render(<TimedRounds answer={answer} timeZone="Asia/Kolkata" />);
    const results = screen.getByRole('table', { name: 'Heat 1 results' });
    const rows = within(results).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['14Runner 410.90Q', '23Runner 311.20q', '—5Runner 5DQ (False start)']);
    const startList = screen.getByRole('table', { name: 'Heat 2 start list' });
    expect(
      within(startList)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['1Runner 1', '6Runner 6']);
    expect(screen.getByText('The lanes are drawn once the round before is finished.')).toBeTruthy();
    expect(screen.getByText(/the first 1 of each heat \(Q\) and 1 more among the fastest of the rest \(q\)/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Final ranking' })).toBeNull();
  });
});
