/** @vitest-environment happy-dom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { MyRegistration } from '@podium/contracts/registrations/registration';
import '../../../test/render';
import { RegistrationDone } from './registration-done';

const singles = {
  id: 7,
  status: 'confirmed',
  eventSportCategoryId: 11,
  event: {
    id: 1,
    eventName: 'Corporate Olympics',
    path: 'corporate-olympics',
    city: { id: 1, name: 'Bengaluru' },
    timeZone: 'Asia/Kolkata',
  },
  sport: { id: 2, name: 'Badminton' },
  category: { id: 3, name: "Men's Singles" },
  venue: { id: 4, name: 'Hall A', address: 'MG Road' },
  team: null,
  nextFixture: null,
  categoryResult: null,
  registeredAt: '2026-11-20T10:00:00.000Z',
  withdrawClosesAt: '2026-11-21T10:00:00.000Z',
  canWithdraw: false,
} as MyRegistration;
const cricket = {
  ...singles,
  id: 8,
  sport: { id: 5, name: 'Cricket' },
  category: { id: 6, name: "Men's Open" },
  team: { id: 9, name: 'Globex XI', joinCode: 'K7Q2PX', memberCount: 1, teamSizeMax: 15, isCaptain: true, members: [] },
} as MyRegistration;

describe('the registration form once registered', () => {
  it('lists each entry, gives a team its join code to share, and links to my registrations', () => {
    render(
      <MemoryRouter>
        <RegistrationDone registrations={[singles, cricket]} onRegisterMore={() => {}} />
      </MemoryRouter>,
    );
    const entries = within(screen.getByRole('region', { name: "You're in! 🎉" })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      "Badminton · Men's Singles",
      "Cricket · Men's Open on Globex XI — share the join code K7Q2PX with teammates",
    ]);
    expect(screen.getByRole('link', { name: 'My registrations' }).getAttribute('href')).toBe('/my-events');
  });

  it('goes back to the form on "Register for more"', async () => {
    const registerMore = vi.fn();
    render(
      <MemoryRouter>
        <RegistrationDone registrations={[singles]} onRegisterMore={registerMore} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Register for more' }));
    expect(registerMore).toHaveBeenCalledOnce();
  });
});
