/** @vitest-environment happy-dom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminEvent } from '@podium/contracts/admin/admin-events';
import type { AdminFixture, AdminResults } from '@podium/contracts/admin/admin-results';
import { apiServer, apiUrl } from '../../../test/api-server';
import { renderWithQueries } from '../../../test/render';
import { ResultsPanel } from './results-panel';

/** What the server answers a saved score (checked against the contract's schema). */
const SAVED_SCORE = { id: 41, status: 'finished', home: 2, away: 1, sets: null, decidedBy: null, winnerTeamId: null };

const fixture = (id: number, sportName: string, home: string | null, away: string | null): AdminFixture => ({
  id,
  eventSportCategoryId: 7,
  sportName,
  categoryName: 'Open',
  venueName: 'Hall A',
  round: 'Final',
  startsAt: '2026-11-24T10:00:00.000Z',
  isScheduled: true,
  status: 'scheduled',
  homeTeam: home ? { id: id * 10, name: home } : null,
  awayTeam: away ? { id: id * 10 + 1, name: away } : null,
  homeScore: null,
  awayScore: null,
  winnerTeamId: null,
  sets: null,
  decidedBy: null,
  shootout: null,
});

/** A semi-final drawn 2–2 and won 5–4 on penalties by the away side. */
const penaltiesSemi: AdminFixture = {
  ...fixture(43, 'Football', 'Globex FC', 'Initech FC'),
  round: 'Semi-final',
  status: 'finished',
  homeScore: '2',
  awayScore: '2',
  winnerTeamId: 431,
  decidedBy: 'penalties',
  shootout: { home: 4, away: 5 },
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
  checkInOpensAt: '2026-11-24T08:00:00.000Z',
  checkInClosesAt: '2026-11-25T18:00:00.000Z',
  rotatingCodesRequired: false,
  offlineScansAccepted: true,
  offlineAllowanceMinutes: 30,
  walkoverGraceMinutes: 15,
  venues: [],
  categories: [],
} satisfies AdminEvent;

/** The admin API with one badminton final and one football match whose teams are not known yet. */
function serveResults() {
  const sent: unknown[] = [];
  const resets: number[] = [];
  let resultsReads = 0;
  const results: AdminResults = {
    fixtures: [
      fixture(41, 'Badminton', 'Globex', 'Initech'),
      fixture(42, 'Football', 'Hooli', null),
      penaltiesSemi,
      { ...fixture(44, 'Chess', 'Pied Piper', 'Aviato'), isScheduled: false },
    ],
    categories: [],
  };
  apiServer.use(
    http.get(apiUrl('/admin/events'), () => HttpResponse.json({ success: true, message: 'ok', data: [event] })),
    http.get(apiUrl('/admin/events/1'), () => HttpResponse.json({ success: true, message: 'ok', data: event })),
    http.get(apiUrl('/admin/events/1/results'), () => {
      resultsReads += 1;
      return HttpResponse.json({ success: true, message: 'ok', data: results });
    }),
    http.put(apiUrl('/staff/fixtures/:fixtureId/score'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ success: true, message: 'Score saved', data: SAVED_SCORE });
    }),
    http.delete(apiUrl('/admin/fixtures/:fixtureId/score'), ({ params }) => {
      resets.push(Number(params.fixtureId));
      return HttpResponse.json({
        success: true,
        message: 'Match reset to not played',
        data: {
          id: Number(params.fixtureId),
          status: 'scheduled',
          home: null,
          away: null,
          sets: null,
          decidedBy: null,
          winnerTeamId: null,
        },
      });
    }),
  );
  return { sent, resets, reads: () => resultsReads };
}

describe("the admin's results (issue 17: scores as numbers, sets and how the match was decided)", () => {
  it('enters a set sport by points per set through the score call, then reads the results again', async () => {
    const api = serveResults();
    renderWithQueries(<ResultsPanel />);
    const card = await screen.findByRole('form', { name: 'Score: Globex v Initech' });
    await waitFor(() => expect(api.reads()).toBe(1));
    const person = userEvent.setup();
    // A set sport starts with points by set; the match score is the sets won.
    await person.type(within(card).getByLabelText('Set 1, Globex'), '21');
    await person.type(within(card).getByLabelText('Set 1, Initech'), '17');
    await person.click(within(card).getByRole('button', { name: 'Add a set' }));
    await person.type(within(card).getByLabelText('Set 2, Globex'), '21');
    await person.type(within(card).getByLabelText('Set 2, Initech'), '19');
    expect((within(card).getByLabelText('Globex') as HTMLInputElement).value).toBe('2');
    await person.click(within(card).getByRole('button', { name: 'Final score' }));
    // Asked once, in the page (issue 30).
    await person.click(within(screen.getByRole('dialog', { name: /^Final 2–0 — Globex/ })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      status: 'finished',
      home: 2,
      away: 0,
      sets: [
        { home: 21, away: 17 },
        { home: 21, away: 19 },
      ],
    });
    await waitFor(() => expect(api.reads()).toBe(2));
  });

  it('offers how a match was decided, and says a match without both teams cannot be scored yet', async () => {
    serveResults();
    renderWithQueries(<ResultsPanel />);
    const card = await screen.findByRole('form', { name: 'Score: Globex v Initech' });
    const decidedBy = within(card).getByLabelText('Decided by') as HTMLSelectElement;
    // Badminton is played in sets: no extra time or shoot-out.
    expect([...decidedBy.options].map((option) => option.text)).toEqual(['Played in full', 'Walkover', 'Abandoned']);
    expect(screen.getByText('Hooli v To be decided')).toBeTruthy();
    expect(screen.getByText('The score can be entered once both teams are known.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: /Hooli/ })).toBeNull();
    // A drawn match without a slot says so instead of showing its placeholder time.
    expect(within(screen.getByRole('form', { name: 'Score: Pied Piper v Aviato' })).getByText(/Time to be announced/)).toBeTruthy();
  });

  it('shows a finished match as its result, and correcting it starts from what was entered', async () => {
    const api = serveResults();
    renderWithQueries(<ResultsPanel />);
    // The score and what says more about it are one line of text (the score itself never wraps).
    const result = await screen.findByText(
      (_, element) => element?.tagName === 'P' && element.textContent === 'Globex FC v Initech FC: 2–2, penalties 4–5',
    );
    expect(result.querySelector('.whitespace-nowrap')?.textContent).toBe('2–2');
    expect(screen.getByText('Won by Initech FC')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Score: Globex FC v Initech FC' })).toBeNull();
    const person = userEvent.setup();
    await person.click(screen.getByRole('button', { name: 'Correct the score' }));
    const card = screen.getByRole('form', { name: 'Score: Globex FC v Initech FC' });
    expect((within(card).getByLabelText('Decided by') as HTMLSelectElement).value).toBe('penalties');
    expect((within(card).getByLabelText('Shoot-out, Initech FC') as HTMLInputElement).value).toBe('5');
    await person.clear(within(card).getByLabelText('Shoot-out, Globex FC'));
    await person.type(within(card).getByLabelText('Shoot-out, Globex FC'), '6');
    await person.click(within(card).getByRole('button', { name: 'Final score' }));
    await person.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({ status: 'finished', home: 2, away: 2, decidedBy: 'penalties', shootout: { home: 6, away: 5 } });
    // Saved: the card closes back to the result, read again from the admin's results.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Score: Globex FC v Initech FC' })).toBeNull());
    expect(api.reads()).toBe(2);
  });

  it('resets a finished match to not played only after a second press, then reads the results again', async () => {
    const api = serveResults();
    renderWithQueries(<ResultsPanel />);
    await screen.findByText('Won by Initech FC');
    await waitFor(() => expect(api.reads()).toBe(1));
    const person = userEvent.setup();
    await person.click(screen.getByRole('button', { name: 'Reset to not played' }));
    const asking = screen.getByRole('group', { name: 'Reset this match' });
    expect(within(asking).getByText(/bracket, tables and medals that followed from it are worked out again/)).toBeTruthy();
    // Changing one's mind sends nothing.
    await person.click(within(asking).getByRole('button', { name: 'Keep the score' }));
    expect(api.resets).toEqual([]);
    await person.click(screen.getByRole('button', { name: 'Reset to not played' }));
    await person.click(screen.getByRole('button', { name: 'Yes, reset' }));
    await waitFor(() => expect(api.resets).toEqual([43]));
    await waitFor(() => expect(api.reads()).toBe(2));
  });
});
