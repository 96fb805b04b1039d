/** @vitest-environment happy-dom */
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MyRegistration } from '@podium/contracts/registrations/registration';
import { renderWithQueries } from '../../../test/render';
import { MyRegistrationsList } from './my-registrations-list';

const base: MyRegistration = {
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
  sport: { id: 2, name: 'Cricket' },
  category: { id: 3, name: "Men's Open" },
  venue: { id: 4, name: 'Ground B', address: 'MG Road' },
  team: null,
  nextFixture: null,
  categoryResult: null,
  registeredAt: '2026-11-20T10:00:00.000Z',
  withdrawClosesAt: '2026-11-21T10:00:00.000Z',
  canWithdraw: false,
};

const nextMatchOf = (registration: MyRegistration) => {
  renderWithQueries(
    <MemoryRouter>
      <MyRegistrationsList registrations={[registration]} />
    </MemoryRouter>,
  );
  return screen.getByText('Next match').nextElementSibling?.textContent;
};

describe('the next match line of a registration card', () => {
  it('waits for fixtures while the category is undecided', () => {
    expect(nextMatchOf(base)).toBe('To be announced');
  });

  it('says the results are in, with the medal, once the category is decided', () => {
    expect(nextMatchOf({ ...base, categoryResult: { place: 3 } })).toBe('None: results are in, 3rd place (bronze)');
  });

  it('says the results are in without a place when mine is not on the podium', () => {
    expect(nextMatchOf({ ...base, categoryResult: { place: null } })).toBe('None: results are in');
  });
});
