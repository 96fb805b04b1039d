/** @vitest-environment happy-dom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/render';
import { SportPicker } from './sport-picker';

const sports = [
  { id: 5, name: 'Badminton', group: 'Individual' as const, isTeamSport: false },
  { id: 6, name: 'Cricket', group: 'Team' as const, isTeamSport: true },
  { id: 7, name: 'Chess', group: 'Individual' as const, isTeamSport: false },
];

describe('step 1 of registration: choosing sports', () => {
  it('shows each sport under its group, pressed when chosen, and reports a tap', async () => {
    const toggled = vi.fn();
    render(<SportPicker sports={sports} chosenSports={new Set([6])} onToggle={toggled} />);
    expect(screen.getByRole('heading', { name: '1. Choose your sports' })).toBeTruthy();
    const team = screen.getByText('Team').nextElementSibling!;
    expect([...team.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Cricket']);
    const individual = screen.getByText('Individual').nextElementSibling!;
    expect([...individual.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Badminton', 'Chess']);
    expect(screen.getByRole('button', { name: 'Cricket' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Chess' }).getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Chess' }));
    expect(toggled).toHaveBeenCalledWith(7);
  });
});
