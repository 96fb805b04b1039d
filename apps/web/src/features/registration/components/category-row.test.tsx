/** @vitest-environment happy-dom */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EventCategory, EventSportCategory } from '@podium/contracts/events/event-site';
import type { MyRegistration } from '@podium/contracts/registrations/registration';
import { renderWithQueries } from '../../../test/render';
import { CategoryRow } from './category-row';
import { MyRegistrationsList } from './my-registrations-list';

const category: EventCategory = { id: 3, name: "Men's Open", minAge: null, maxAge: null, gender: 'any' };
const esc: EventSportCategory = {
  id: 11,
  sportId: 2,
  categoryId: 3,
  venueId: 4,
  capacity: null,
  entries: 0,
  waiting: 0,
  teamSizeMax: null,
  registrationClosesAt: '2099-01-01T00:00:00.000Z',
  fee: null,
};
const team = { id: 9, name: 'Acme Strikers', joinCode: 'AB12CD34', memberCount: 3 };
const registration = (sportName: string, withTeam: typeof team | null): MyRegistration => ({
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
  sport: { id: 2, name: sportName },
  category: { id: 3, name: "Men's Open" },
  venue: { id: 4, name: 'Hall A', address: 'MG Road' },
  team: withTeam,
  nextFixture: null,
  categoryResult: null,
  registeredAt: '2026-11-20T10:00:00.000Z',
  withdrawClosesAt: '2099-01-01T00:00:00.000Z',
  canWithdraw: true,
});

function renderRow(sportName: string, isTeamSport: boolean, options: { registered?: MyRegistration } = {}) {
  return render(
    <ul>
      <CategoryRow
        sportName={sportName}
        isTeamSport={isTeamSport}
        category={category}
        esc={esc}
        registration={options.registered}
        companyTeams={[]}
        choice={options.registered ? undefined : { isTeamSport, teamMode: 'create-team', teamName: '', joinCode: '' }}
        now={Date.parse('2026-11-20T00:00:00.000Z')}
        onToggle={() => undefined}
        onChange={() => undefined}
      />
    </ul>,
  );
}

describe('an individual sport never shows a team or join code (issue 30)', () => {
  it('asks a team sport for a team name or a join code once chosen, and an individual sport for neither', () => {
    renderRow('Football', true);
    expect(screen.getByLabelText("Team name for Football · Men's Open")).toBeTruthy();
    expect(screen.getByRole('radio', { name: "Join my company's team" })).toBeTruthy();
    cleanup();
    renderRow('Chess', false);
    expect(screen.getByLabelText("Chess · Men's Open")).toBeTruthy();
    expect(screen.queryByText(/team/i)).toBeNull();
    expect(screen.queryByText(/join code/i)).toBeNull();
  });

  it("names my team beside a team sport I am in, and no team beside an individual one (even a draw's side of one)", () => {
    renderRow('Football', true, { registered: registration('Football', team) });
    expect(screen.getByText(/· Team Acme Strikers/)).toBeTruthy();
    cleanup();
    renderRow('Chess', false, { registered: registration('Chess', { ...team, name: 'Ira Rao', memberCount: 1 }) });
    expect(screen.getByText('Registered')).toBeTruthy();
    expect(screen.queryByText(/Team/)).toBeNull();
  });

  it('lists a team and its join code on My registrations only where the registration has a team', () => {
    renderWithQueries(
      <MemoryRouter>
        <MyRegistrationsList
          registrations={[registration('Football', team), { ...registration('Chess', null), id: 8, eventSportCategoryId: 12 }]}
        />
      </MemoryRouter>,
    );
    const [football, chess] = screen.getAllByRole('listitem');
    expect(football!.textContent).toContain('Acme Strikers (3 players) · code AB12CD34');
    expect(chess!.textContent).toContain('Chess');
    expect(chess!.textContent).not.toMatch(/Team|code/);
  });
});
