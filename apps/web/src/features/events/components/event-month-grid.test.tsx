/** @vitest-environment happy-dom */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../test/render';
import { EventMonthGrid } from './event-month-grid';

const games = { id: 1, path: 'corporate-games', eventName: 'Corporate Games', startsOn: '2026-07-30', endsOn: '2026-08-02' };
const chess = { id: 2, path: 'chess-open', eventName: 'Chess Open', startsOn: '2026-07-15', endsOn: '2026-07-15' };

function renderJuly(today = '2026-07-15') {
  const { container } = render(
    <MemoryRouter>
      <EventMonthGrid year={2026} monthIndex={6} events={[games, chess]} today={today} />
    </MemoryRouter>,
  );
  const cells = [...container.querySelectorAll<HTMLElement>('.grid-cols-7:not(.text-center) > div')];
  const cell = (label: string, index = 0) => cells.filter((one) => one.querySelector('span')?.textContent === label)[index]!;
  return { cells, cell };
}

describe('a month of the event calendar', () => {
  it('shows whole weeks from Sunday, with the days of the months around greyed', () => {
    const { cells, cell } = renderJuly();
    expect(screen.getByText('Sun').parentElement!.textContent).toBe('SunMonTueWedThuFriSat');
    // July 2026 starts on a Wednesday and ends on a Friday: 28 June to 1 August, five weeks.
    expect(cells).toHaveLength(35);
    expect(cells[0]!.querySelector('span')!.textContent).toBe('28');
    expect(cells[0]!.className).toContain('text-slate-400');
    expect(cell('1').className).toContain('bg-white');
    expect(cells.at(-1)!.querySelector('span')!.textContent).toBe('1');
  });

  it('links each event from every day it runs, and rings today', () => {
    const { cell } = renderJuly();
    expect(screen.getAllByRole('link', { name: 'Corporate Games' })).toHaveLength(3); // 30, 31 July and 1 August
    const chessLink = screen.getByRole('link', { name: 'Chess Open' });
    expect(chessLink.getAttribute('href')).toBe('/chess-open');
    expect(cell('15').contains(chessLink)).toBe(true);
    expect(cell('15').className).toContain('ring-2');
    expect(cell('16').className).not.toContain('ring-2');
  });
});
