/** @vitest-environment happy-dom */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyRegistration } from '@podium/contracts/registrations/registration';
import { renderWithQueries } from '../../../test/render';
import { TeamRoster } from './team-roster';

type Team = NonNullable<MyRegistration['team']>;

const team: Team = {
  id: 9,
  name: 'Initech Strikers',
  joinCode: 'AB12CD34',
  memberCount: 3,
  teamSizeMax: 5,
  isCaptain: true,
  members: [
    { registrationId: 1, name: 'Cara Captain', isCaptain: true, status: 'confirmed' },
    { registrationId: 2, name: 'Colin Colleague', isCaptain: false, status: 'confirmed' },
    { registrationId: 3, name: 'Pia Pending', isCaptain: false, status: 'pending_payment' },
  ],
};

const roster = () => screen.getByRole('list', { name: 'Initech Strikers roster' });

describe('the roster of my team (issue 33 §4)', () => {
  it('lists the captain first with a badge, says who still has to pay, and counts against the size', () => {
    renderWithQueries(<TeamRoster team={team} canChange />);
    expect(screen.getByRole('heading', { name: 'Roster · 3 of 5 players' })).toBeTruthy();
    const rows = within(roster()).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Cara CaptainCaptain/),
      expect.stringMatching(/^Colin Colleague/),
      expect.stringMatching(/^Pia PendingAwaiting payment/),
    ]);
  });

  it('gives the captain Remove beside each member (not themself), asked in the page first', () => {
    renderWithQueries(<TeamRoster team={team} canChange />);
    expect(within(roster()).getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
    fireEvent.click(within(roster()).getAllByRole('button', { name: 'Remove' })[0]!);
    expect(screen.getByText(/^Remove Colin Colleague from Initech Strikers\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep them' }));
    expect(screen.queryByText(/^Remove Colin Colleague from/)).toBeNull();
  });

  it('gives a member no Remove, and nobody any change after the cut-off', () => {
    const { unmount } = renderWithQueries(<TeamRoster team={{ ...team, isCaptain: false }} canChange />);
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Invite colleagues' })).toBeTruthy();
    unmount();
    renderWithQueries(<TeamRoster team={team} canChange={false} />);
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite colleagues' })).toBeNull();
  });

  it('offers no invite once the team is full', () => {
    renderWithQueries(<TeamRoster team={{ ...team, memberCount: 5 }} canChange />);
    expect(screen.queryByRole('button', { name: 'Invite colleagues' })).toBeNull();
    expect(screen.getByText('The team is full.')).toBeTruthy();
  });
});
