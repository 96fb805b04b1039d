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
  resultType: 'match' as const,
  registrationClosesAt: '2099-01-01T00:00:00.000Z',
  fee: null,
};
const team = { id: 9, name: 'Acme Strikers', joinCode: 'AB12CD34', memberCount: 3, teamSizeMax: null, isCaptain: false, members: [] };
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

describe('a full category offers its waiting list (issue 33)', () => {
  const full = { ...esc, capacity: 2, entries: 2, waiting: 1 };
  const rowOf = (props: { esc: EventSportCategory; isTeamSport?: boolean; entry?: Parameters<typeof CategoryRow>[0]['waitlist'] }) =>
    renderWithQueries(
      <MemoryRouter>
        <ul>
          <CategoryRow
            sportName="Carrom"
            isTeamSport={props.isTeamSport ?? false}
            category={category}
            esc={props.esc}
            registration={undefined}
            companyTeams={[]}
            choice={undefined}
            now={Date.parse('2026-11-20T00:00:00.000Z')}
            waitlist={props.entry ?? { eventId: 1, entry: undefined }}
            onToggle={() => undefined}
            onChange={() => undefined}
          />
        </ul>
      </MemoryRouter>,
    );

  it("says how many wait, disables the choice and offers 'Join waiting list'; an open category and a team category do not", () => {
    rowOf({ esc: full });
    expect((screen.getByLabelText("Carrom · Men's Open") as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/Full · 1 waiting/)).toBeTruthy();
    expect(screen.getByRole('button', { name: "Join the waiting list for Carrom · Men's Open" }).textContent).toBe('Join waiting list');
    cleanup();
    rowOf({ esc: { ...full, entries: 1, waiting: 0 } });
    expect(screen.queryByRole('button', { name: /Join the waiting list/ })).toBeNull();
    cleanup();
    rowOf({ esc: full, isTeamSport: true });
    expect(screen.queryByRole('button', { name: /Join the waiting list/ })).toBeNull();
  });

  it('shows my position, or the held place with the way to accept it, once I am on the list', () => {
    const entry = {
      id: 5,
      eventSportCategoryId: 11,
      event: { id: 1, eventName: 'Corporate Olympics', path: 'bengaluru-olympics', timeZone: 'Asia/Kolkata' },
      sport: { id: 2, name: 'Carrom' },
      category: { id: 3, name: "Men's Open" },
      position: 2,
      joinedAt: '2026-11-19T10:00:00.000Z',
      offer: null,
    };
    rowOf({ esc: full, entry: { eventId: 1, entry } });
    expect(screen.getByText('You are number 2 on the waiting list.')).toBeTruthy();
    expect(screen.getByRole('button', { name: "Leave the waiting list for Carrom · Men's Open" })).toBeTruthy();
    cleanup();
    rowOf({
      esc: full,
      entry: { eventId: 1, entry: { ...entry, position: 1, offer: { id: 5, expiresAt: '2026-11-20T12:00:00.000Z', fee: false } } },
    });
    expect(screen.getByText(/A place is held for you until/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Accept it on My registrations' }).getAttribute('href')).toBe('/my-events');
  });
});
