/** @vitest-environment happy-dom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EventDetail } from '@podium/contracts/events/event-site';
import type { ProfileUser } from '@podium/contracts/profile/update-profile';
import { apiServer, apiUrl } from '../../../test/api-server';
import { renderWithQueries } from '../../../test/render';
import { RegistrationForm } from './registration-form';

const category = (id: number, name: string, rule: Partial<EventDetail['categories'][number]>) => ({
  id,
  name,
  minAge: null,
  maxAge: null,
  gender: 'any' as const,
  ...rule,
});
const esc = (id: number, categoryId: number) => ({
  id,
  sportId: 5,
  categoryId,
  venueId: 9,
  capacity: null,
  entries: 0,
  waiting: 0,
  teamSizeMax: null,
  resultType: 'match' as const,
  registrationClosesAt: '2099-07-01T00:00:00.000Z',
  fee: null,
});
const event: EventDetail = {
  id: 1,
  slug: 'games',
  eventName: 'Corporate Games',
  path: 'bengaluru-games',
  city: { id: 1, name: 'Bengaluru' },
  startsOn: '2026-07-01',
  endsOn: '2026-07-03',
  eventLogoSrc: null,
  description: '',
  sports: [{ id: 5, name: 'Badminton', group: 'Individual' }],
  rulesMarkdown: '',
  timeZone: 'Asia/Kolkata',
  venues: [{ id: 9, name: 'Hall A', address: 'MG Road' }],
  sportList: [{ id: 5, name: 'Badminton', group: 'Individual', isTeamSport: false }],
  categories: [
    category(21, "Men's Singles", { gender: 'male' }),
    category(22, "Women's Singles", { gender: 'female' }),
    category(23, 'Veterans (35+)', { minAge: 35 }),
    category(24, 'Under-30', { maxAge: 29 }),
  ],
  sportCategories: [esc(31, 21), esc(32, 22), esc(33, 23), esc(34, 24)],
  sportsDetails: [],
};
const meera: ProfileUser = {
  id: 4,
  name: 'Meera Nair',
  email: 'meera@example.com',
  phone: '9000000099',
  gender: 'female',
  role: 'member',
  profileUrl: null,
  companyId: 3,
  companyName: 'Acme Corp',
  mfaEnabled: false,
  emailVerified: true,
  dateOfBirth: null,
  hideNameOnPublicPages: false,
};

/** The form for Meera (as `profile` says), with the profile change answered as `onPut` decides. */
function renderForm(profile: ProfileUser, onPut?: (body: Record<string, unknown>) => Response | undefined) {
  let current = profile;
  const puts: Array<Record<string, unknown>> = [];
  apiServer.use(
    // The checkout hook reads the tenant's settings; none are needed here.
    http.get(apiUrl('/tenant-config'), () => HttpResponse.json({}, { status: 404 })),
    http.get(apiUrl('/customer/events/1/company-teams'), () => HttpResponse.json({ success: true, message: 'OK', data: [] })),
    http.get(apiUrl('/customer/profile/details'), () => HttpResponse.json({ success: true, message: 'OK', data: { user: current } })),
    http.put(apiUrl('/customer/profile'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      const refusal = onPut?.(body);
      if (refusal) return refusal;
      current = { ...current, dateOfBirth: body.dateOfBirth as string };
      return HttpResponse.json({ success: true, message: 'Your profile has been updated.', data: { user: current } });
    }),
  );
  renderWithQueries(
    <MemoryRouter>
      <RegistrationForm event={event} registrations={[]} />
    </MemoryRouter>,
  );
  return { puts };
}

const rowOf = (label: string) => screen.getByLabelText(label).closest('li')!;

async function openBadminton() {
  await userEvent.click(screen.getByRole('button', { name: 'Badminton' }));
  // The rows wait for the profile: the men's row turns disabled once it has come.
  await waitFor(() => expect((screen.getByLabelText("Badminton · Men's Singles") as HTMLInputElement).disabled).toBe(true));
}

describe('RegistrationForm eligibility', () => {
  it('shows a category for another gender disabled, with the reason beside it', async () => {
    renderForm({ ...meera, dateOfBirth: '1990-01-01' });
    await openBadminton();
    const mens = screen.getByLabelText("Badminton · Men's Singles");
    // The reason is the checkbox's description, read out with it.
    const describedBy = mens.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(describedBy[0]!)!.textContent).toBe('For men');
    expect(within(rowOf("Badminton · Men's Singles")).getByText('For men')).toBeTruthy();
    const womens = screen.getByLabelText("Badminton · Women's Singles");
    expect((womens as HTMLInputElement).disabled).toBe(false);
    await userEvent.click(womens);
    expect((womens as HTMLInputElement).checked).toBe(true);
  });

  it('asks for the date of birth in the row, saves it to the profile and then lets the category be chosen', async () => {
    const { puts } = renderForm(meera);
    await openBadminton();
    const veterans = screen.getByLabelText('Badminton · Veterans (35+)');
    expect((veterans as HTMLInputElement).disabled).toBe(true);
    const row = rowOf('Badminton · Veterans (35+)');
    expect(within(row).getByText('Add your date of birth')).toBeTruthy();

    const date = within(row).getByLabelText('Your date of birth for Badminton · Veterans (35+)');
    fireEvent.change(date, { target: { value: '2999-01-01' } });
    await userEvent.click(within(row).getByRole('button', { name: 'Save date of birth' }));
    expect(within(row).getByRole('alert').textContent).toBe('Your date of birth must be in the past.');
    expect(puts).toHaveLength(0);

    fireEvent.change(date, { target: { value: '1985-03-04' } });
    await userEvent.click(within(row).getByRole('button', { name: 'Save date of birth' }));
    await waitFor(() => expect((screen.getByLabelText('Badminton · Veterans (35+)') as HTMLInputElement).disabled).toBe(false));
    // The profile's other fields go back as they were: only the date of birth changes.
    expect(puts).toEqual([{ name: 'Meera Nair', email: 'meera@example.com', gender: 'female', companyId: 3, dateOfBirth: '1985-03-04' }]);
    expect(screen.queryByLabelText(/Your date of birth/)).toBeNull();
    await userEvent.click(screen.getByLabelText('Badminton · Veterans (35+)'));
    expect((screen.getByLabelText('Badminton · Veterans (35+)') as HTMLInputElement).checked).toBe(true);
  });

  it('asks once: a later row that needs the date points at the field', async () => {
    renderForm(meera);
    await openBadminton();
    expect(screen.getAllByLabelText(/Your date of birth/)).toHaveLength(1);
    const underThirty = rowOf('Badminton · Under-30');
    expect(within(underThirty).getByText('Add your date of birth')).toBeTruthy();
    await userEvent.click(within(underThirty).getByRole('button', { name: 'Enter it' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Your date of birth for Badminton · Veterans (35+)'));
  });

  it('says which birth dates fit when the saved date is outside the age band', async () => {
    renderForm(meera);
    await openBadminton();
    const row = rowOf('Badminton · Veterans (35+)');
    fireEvent.change(within(row).getByLabelText(/Your date of birth/), { target: { value: '1999-12-31' } });
    await userEvent.click(within(row).getByRole('button', { name: 'Save date of birth' }));
    await waitFor(() => expect(within(row).getByText('For people born on or before Jul 1, 1991')).toBeTruthy());
    expect((screen.getByLabelText('Badminton · Veterans (35+)') as HTMLInputElement).disabled).toBe(true);
  });

  it("shows the server's refusal of the date under the field", async () => {
    renderForm(meera, () =>
      HttpResponse.json(
        { success: false, error: 'VALIDATION_FAILED', message: 'Your date of birth cannot be more than 100 years ago: check the year.' },
        { status: 400 },
      ),
    );
    await openBadminton();
    const row = rowOf('Badminton · Veterans (35+)');
    fireEvent.change(within(row).getByLabelText(/Your date of birth/), { target: { value: '1950-01-01' } });
    await userEvent.click(within(row).getByRole('button', { name: 'Save date of birth' }));
    expect((await within(row).findByRole('alert')).textContent).toBe(
      'Your date of birth cannot be more than 100 years ago: check the year.',
    );
    expect((screen.getByLabelText('Badminton · Veterans (35+)') as HTMLInputElement).disabled).toBe(true);
  });

  it('sends a person whose profile lacks a gender to the profile page', async () => {
    renderForm({ ...meera, gender: null, companyId: null });
    await openBadminton();
    const row = rowOf("Badminton · Women's Singles");
    expect((screen.getByLabelText("Badminton · Women's Singles") as HTMLInputElement).disabled).toBe(true);
    expect(within(row).getByText(/For women — add your gender in your profile/)).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Open my profile' }).getAttribute('href')).toBe('/profile');
    // Without a complete profile the date cannot be saved alone: the profile page asks for it.
    const veterans = rowOf('Badminton · Veterans (35+)');
    expect(within(veterans).queryByLabelText(/Your date of birth/)).toBeNull();
    expect(within(veterans).getByRole('link', { name: 'Open my profile' })).toBeTruthy();
  });
});
