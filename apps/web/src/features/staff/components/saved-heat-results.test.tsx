/** @vitest-environment happy-dom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/render';
import { SavedHeatResults } from './saved-heat-results';

const laneOf = (lane: number, name: string, rest: Partial<Parameters<typeof SavedHeatResults>[0]['heat']['lanes'][number]>) => ({
  lane,
  entry: { id: lane, name },
  mark: null,
  attempts: null,
  status: 'ok' as const,
  reason: null,
  place: null,
  qualified: null,
  ...rest,
});
const heat = {
  id: 12,
  name: 'Heat 1',
  startsAt: '2026-07-01T04:30:00.000Z',
  venue: 'Track',
  status: 'finished' as const,
  lanes: [
    laneOf(1, 'Ben', { status: 'DQ', reason: 'False start' }),
    laneOf(2, 'Asha', { mark: '11.02', place: 2, qualified: 'q' }),
    laneOf(3, 'Chen', { mark: '10.87', place: 1, qualified: 'Q' }),
  ],
};

describe('a heat whose results are saved', () => {
  it('lists the lanes by place, each mark or status with its qualifying letter', () => {
    render(<SavedHeatResults heat={heat} title="Heats · Heat 1" headingId="heat-12" onCorrect={() => {}} />);
    const article = screen.getByRole('article', { name: 'Heats · Heat 1' });
    expect(within(article).getByText('Results saved')).toBeTruthy();
    expect(
      within(article)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['1. Chen (lane 3)10.87 Q', '2. Asha (lane 2)11.02 q', 'Ben (lane 1)DQ ']);
  });

  it('opens the form again on "Correct the results"', async () => {
    const correct = vi.fn();
    render(<SavedHeatResults heat={heat} title="Heat 1" headingId="heat-12" onCorrect={correct} />);
    await userEvent.click(screen.getByRole('button', { name: 'Correct the results' }));
    expect(correct).toHaveBeenCalledOnce();
  });
});
