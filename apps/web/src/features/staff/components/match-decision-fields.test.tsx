/** @vitest-environment happy-dom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/render';
import { MatchDecisionFields } from './match-decision-fields';
import { resultTypesFor } from './score-card-fixture';

function renderFields(decidedBy: Parameters<typeof MatchDecisionFields>[0]['decidedBy'], isSetSport = false) {
  const calls = { decidedBy: vi.fn(), shootout: vi.fn(), winner: vi.fn() };
  render(
    <MatchDecisionFields
      resultTypes={resultTypesFor(isSetSport)}
      decidedBy={decidedBy}
      onDecidedByChange={calls.decidedBy}
      shootout={{ home: '4', away: '' }}
      onShootoutChange={calls.shootout}
      winner="away"
      onWinnerChange={calls.winner}
      homeName="Globex"
      awayName="Initech"
    />,
  );
  return calls;
}

const optionsOf = (select: HTMLElement) => [...select.querySelectorAll('option')].map((option) => option.textContent);

describe('how a match was decided, on a score card', () => {
  it('lists every way for a sport played on time, and reports a choice', async () => {
    const calls = renderFields('regular');
    const list = screen.getByRole('combobox', { name: 'Decided by' });
    expect(optionsOf(list)).toEqual(['Regular time', 'After extra time', 'Penalties (shoot-out)', 'Walkover', 'Abandoned']);
    expect(screen.queryByRole('group', { name: 'Shoot-out score' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Winner' })).toBeNull();
    await userEvent.selectOptions(list, 'extra_time');
    expect(calls.decidedBy).toHaveBeenCalledWith('extra_time');
  });

  it('offers a set sport no extra time or shoot-out', () => {
    renderFields('regular', true);
    expect(optionsOf(screen.getByRole('combobox', { name: 'Decided by' }))).toEqual(['Played in full', 'Walkover', 'Abandoned']);
  });

  it('asks for the shoot-out score after penalties', async () => {
    const calls = renderFields('penalties');
    expect(screen.getByRole('group', { name: 'Shoot-out score' })).toBeTruthy();
    expect((screen.getByLabelText('Shoot-out, Globex') as HTMLInputElement).value).toBe('4');
    await userEvent.type(screen.getByLabelText('Shoot-out, Initech'), '3');
    expect(calls.shootout).toHaveBeenLastCalledWith({ home: '4', away: '3' });
  });

  it('asks who won a walkover or an abandoned match', async () => {
    const calls = renderFields('abandoned');
    const winner = screen.getByRole('combobox', { name: 'Winner' }) as HTMLSelectElement;
    expect(winner.value).toBe('away');
    expect(optionsOf(winner)).toEqual(['Globex', 'Initech']);
    await userEvent.selectOptions(winner, 'home');
    expect(calls.winner).toHaveBeenCalledWith('home');
  });
});
