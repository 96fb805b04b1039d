/** @vitest-environment happy-dom */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '@podium/contracts/admin/admin-events';
import type { ScheduleAnswer } from '@podium/contracts/tournaments/tournaments';
import '../../../test/render';
import { ScheduleAnswerSummary } from './schedule-answer-summary';

const categories = [{ id: 7, sportName: 'Athletics', categoryName: "Men's Open" } as AdminCategory];
const venues = [{ id: 1, name: 'Track', address: '' }];
const nine = '2026-07-01T03:30:00.000Z';
const ten = '2026-07-01T04:30:00.000Z';
const match = {
  fixtureId: 1,
  venueId: 1,
  startsAt: nine,
  endsAt: ten,
  eventSportCategoryId: 7,
  round: 'Final',
  home: 'Hooli',
  away: 'Aviato',
};
const empty: ScheduleAnswer = { dryRun: true, written: false, placed: [], unplaced: [], placedHeats: [], unplacedHeats: [] };

function renderSummary(answer: ScheduleAnswer) {
  render(<ScheduleAnswerSummary answer={answer} categories={categories} venues={venues} timeZone="Asia/Kolkata" />);
}
/** The list of what does not fit, below the timetable (whose cells are lists of their own). */
const notFitting = () => screen.getByRole('region', { name: /^Schedule (preview|written)$/ }).querySelector(':scope > ul');

describe('what a schedule run answered', () => {
  it('previews what fits as a timetable and lists what does not, with the reason', () => {
    renderSummary({ ...empty, placed: [match], unplaced: [{ fixtureId: 2, fixture: 'Third place', reason: 'no open time is left' }] });
    const section = screen.getByRole('region', { name: 'Schedule preview' });
    expect(within(section).getByText('Preview: nothing is written yet. 1 match fits, 1 does not.')).toBeTruthy();
    expect(within(section).getByRole('table', { name: 'Wednesday, Jul 1' }).textContent).toContain('Hooli v Aviato');
    expect(notFitting()!.textContent).toBe('Third place: no open time is left');
  });

  it('counts heats apart and names the category of a heat that does not fit', () => {
    renderSummary({
      ...empty,
      dryRun: false,
      written: true,
      placedHeats: [{ heatId: 3, venueId: 1, startsAt: nine, endsAt: ten, eventSportCategoryId: 7, round: 'Heats', heat: 'Heat 1' }],
      unplacedHeats: [{ heatId: 4, eventSportCategoryId: 7, heat: 'Heat 2', reason: 'no open time is left' }],
    });
    const section = screen.getByRole('region', { name: 'Schedule written' });
    expect(section.querySelector('p')!.textContent).toBe('Scheduled. 0 matches fit, 0 do not. 1 heat fits, 1 does not.');
    expect(notFitting()!.textContent).toBe("Athletics · Men's Open · Heat 2: no open time is left");
  });

  it('says when nothing was written, and lists nothing when everything fits', () => {
    renderSummary({ ...empty, dryRun: false, placed: [match] });
    expect(screen.getByText('Nothing was written. 1 match fits, 0 do not.')).toBeTruthy();
    expect(notFitting()).toBeNull();
    expect(screen.getByRole('table').textContent).toContain('Hooli v Aviato');
  });
});
