/** @vitest-environment happy-dom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminCategory, AdminEvent } from '@podium/contracts/admin/admin-events';
import { apiServer, apiUrl } from '../../../test/api-server';
import { renderWithQueries } from '../../../test/render';
import { CategoryForm } from './category-form';

const chess: AdminCategory = {
  id: 7,
  sportId: 2,
  sportName: 'Chess',
  categoryId: 3,
  categoryName: 'Open',
  venueId: 11,
  venueName: 'Hall A',
  capacity: 16,
  teamSizeMin: null,
  teamSizeMax: null,
  isTeamSport: false,
  allowsMixedTeams: false,
  registrations: 3,
  gender: 'any',
  minAge: null,
  maxAge: null,
  fee: { amount: 49_900, currency: 'INR', chargedPer: 'person', earlyBirdAmount: null, earlyBirdUntil: null },
  placesTaken: 3,
  resultType: null,
};

const event = {
  id: 1,
  name: 'Games',
  slug: 'games',
  city: 'Pune',
  startsOn: '2026-11-24',
  endsOn: '2026-11-25',
  isPublished: true,
  timeZone: 'Asia/Kolkata',
  description: '',
  rulesMarkdown: '',
  logoUrl: null,
  checkInOpensAt: '08:00',
  checkInClosesAt: '20:00',
  rotatingCodesRequired: false,
  offlineScansAccepted: true,
  offlineAllowanceMinutes: 30,
  walkoverGraceMinutes: 15,
  venues: [
    { id: 11, name: 'Hall A', address: '' },
    { id: 12, name: 'Hall B', address: '' },
  ],
  categories: [chess],
} satisfies AdminEvent;

/** The admin events API: records each body sent; `refuse` answers the next change with a 400. */
function serveCategories(refuse?: string) {
  const sent: Array<{ method: string; body: unknown }> = [];
  const answer = async (method: string, request: Request) => {
    sent.push({ method, body: await request.json() });
    if (refuse) return HttpResponse.json({ success: false, error: 'VALIDATION_FAILED', message: refuse }, { status: 400 });
    return HttpResponse.json({ success: true, message: method === 'POST' ? 'Sport category added' : 'Sport category saved', data: event });
  };
  apiServer.use(
    http.post(apiUrl('/admin/events/1/categories'), ({ request }) => answer('POST', request)),
    http.patch(apiUrl('/admin/events/1/categories/7'), ({ request }) => answer('PATCH', request)),
    http.get(apiUrl('/admin/events'), () => HttpResponse.json({ success: true, message: 'ok', data: [] })),
    http.get(apiUrl('/staff/events'), () => HttpResponse.json({ success: true, message: 'ok', data: [] })),
  );
  return sent;
}

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
/** What a screen reader reads after the label: the hint and error the field points at. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter(Boolean)
    .join(' ');

describe('the category editor (issue 30)', () => {
  it('adds a category with its rules and fee in one call, then empties itself for the next one', async () => {
    const sent = serveCategories();
    renderWithQueries(<CategoryForm event={event} />);
    const person = userEvent.setup();
    await person.type(screen.getByLabelText('Sport'), 'Carrom');
    await person.clear(screen.getByLabelText('Category'));
    await person.type(screen.getByLabelText('Category'), 'Veterans');
    await person.selectOptions(screen.getByLabelText('Venue'), 'Hall B');
    await person.type(screen.getByLabelText('Capacity (optional)'), '12');
    await person.selectOptions(screen.getByLabelText('Who may enter'), 'Women only');
    await person.type(screen.getByLabelText('Youngest age'), '35');
    await person.type(screen.getByLabelText('Entry fee (₹)'), '499');
    await person.type(screen.getByLabelText('Early-bird fee (₹)'), '399.50');
    await person.type(screen.getByLabelText('Early bird until'), '2026-11-01');
    await person.click(screen.getByRole('button', { name: 'Add sport category' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      body: {
        sportName: 'Carrom',
        isTeamSport: false,
        categoryName: 'Veterans',
        venueId: 12,
        capacity: 12,
        gender: 'female',
        minAge: 35,
        maxAge: null,
        allowsMixedTeams: false,
        fee: {
          amount: 49_900,
          currency: 'INR',
          chargedPer: 'person',
          earlyBirdAmount: 39_950,
          earlyBirdUntil: '2026-11-01T23:59:59+05:30',
        },
      },
    });
    await waitFor(() => expect(valueOf(screen.getByLabelText('Sport'))).toBe(''));
    expect(valueOf(screen.getByLabelText('Category'))).toBe('Open');
    expect(valueOf(screen.getByLabelText('Capacity (optional)'))).toBe('');
    expect(valueOf(screen.getByLabelText('Who may enter'))).toBe('any');
    expect(valueOf(screen.getByLabelText('Entry fee (₹)'))).toBe('');
    expect(valueOf(screen.getByLabelText('Early bird until'))).toBe('');
  });

  it('says what is wrong under each field, focuses the first, and sends nothing', async () => {
    const sent = serveCategories();
    renderWithQueries(<CategoryForm event={event} />);
    const person = userEvent.setup();
    await person.type(screen.getByLabelText('Capacity (optional)'), 'ten');
    await person.type(screen.getByLabelText('Entry fee (₹)'), '499');
    await person.type(screen.getByLabelText('Early-bird fee (₹)'), '599');
    await person.click(screen.getByRole('button', { name: 'Add sport category' }));

    expect(descriptionOf(screen.getByLabelText('Sport'))).toBe('The sport needs at least 2 characters.');
    expect(document.activeElement).toBe(screen.getByLabelText('Sport'));
    expect(descriptionOf(screen.getByLabelText('Capacity (optional)'))).toBe(
      'Empty = no limit. Enter the capacity as a whole number, or leave it empty.',
    );
    expect(descriptionOf(screen.getByLabelText('Early-bird fee (₹)'))).toBe('The early-bird fee must be lower than the fee.');
    expect(descriptionOf(screen.getByLabelText('Early bird until'))).toBe('Give the last day of the early-bird fee.');
    expect(sent).toHaveLength(0);
  });

  it("edits a category's capacity and fee, sending the fee only because it changed", async () => {
    const sent = serveCategories();
    let closed = 0;
    renderWithQueries(<CategoryForm event={event} category={chess} onClose={() => (closed += 1)} />);
    const person = userEvent.setup();
    expect(screen.queryByLabelText('Sport')).toBeNull();
    expect(descriptionOf(screen.getByLabelText('Capacity (optional)'))).toBe('3 taken now; empty = no limit.');
    await person.clear(screen.getByLabelText('Capacity (optional)'));
    await person.type(screen.getByLabelText('Capacity (optional)'), '24');
    await person.clear(screen.getByLabelText('Entry fee (₹)'));
    await person.type(screen.getByLabelText('Entry fee (₹)'), '599');
    await person.click(screen.getByRole('button', { name: 'Save category' }));

    await waitFor(() => expect(closed).toBe(1));
    expect(sent).toEqual([
      {
        method: 'PATCH',
        body: {
          categoryName: 'Open',
          venueId: 11,
          capacity: 24,
          gender: 'any',
          minAge: null,
          maxAge: null,
          allowsMixedTeams: false,
          fee: { amount: 59_900, currency: 'INR', chargedPer: 'person', earlyBirdAmount: null, earlyBirdUntil: null },
        },
      },
    ]);
  });

  it("leaves the fee out of an edit that does not touch it, and keeps the server's refusal in the form", async () => {
    const sent = serveCategories('3 people are already registered, so the capacity cannot be below 3.');
    let closed = 0;
    renderWithQueries(<CategoryForm event={event} category={chess} onClose={() => (closed += 1)} />);
    const person = userEvent.setup();
    await person.clear(screen.getByLabelText('Capacity (optional)'));
    await person.type(screen.getByLabelText('Capacity (optional)'), '2');
    await person.click(screen.getByRole('button', { name: 'Save category' }));

    expect((await screen.findByRole('alert')).textContent).toBe('3 people are already registered, so the capacity cannot be below 3.');
    expect(sent[0]!.body).not.toHaveProperty('fee');
    expect(closed).toBe(0);
    expect(valueOf(screen.getByLabelText('Capacity (optional)'))).toBe('2');
    // Correcting the field answers the refusal: it goes.
    await person.type(screen.getByLabelText('Capacity (optional)'), '0');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
