/** @vitest-environment happy-dom */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Fixture } from '@podium/contracts/events/event-site';
import { apiServer, apiUrl } from '../../../test/api-server';
import { renderWithQueries } from '../../../test/render';
import { ScoreCard } from './score-card';
import { MatchScore } from './match-score';
import { eventSiteKeys } from '../../event-site';

/** What the server answers a saved score (checked against the contract's schema). */
const SAVED_SCORE = { id: 41, status: 'finished', home: 2, away: 1, sets: null, decidedBy: null, winnerTeamId: null };

const fixture = (sportName: string, round = 'Final') =>
  ({
    id: 41,
    sport: { id: 3, name: sportName },
    round,
    startsAt: '2026-11-24T10:00:00.000Z',
    status: 'scheduled',
    home: { id: 1, name: 'Globex' },
    away: { id: 2, name: 'Initech' },
    homeScore: null,
    awayScore: null,
  }) as unknown as Fixture;

/** Renders one card and returns what its buttons send to the API. */
function renderCard(sportName: string) {
  const sent: unknown[] = [];
  apiServer.use(
    http.put(apiUrl('/staff/fixtures/41/score'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ success: true, message: 'Score saved', data: SAVED_SCORE });
    }),
  );
  renderWithQueries(<ScoreCard fixture={fixture(sportName)} eventId={1} timeZone="Asia/Kolkata" />);
  return { sent, person: userEvent.setup() };
}

describe('a match left live (issue 30)', () => {
  it('is flagged to staff a day after its start, and not before', () => {
    const startedAt = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
    const live = (hoursAgo: number) =>
      ({ ...fixture('Football'), status: 'live', isScheduled: true, startsAt: startedAt(hoursAgo) }) as Fixture;
    const { unmount } = renderWithQueries(<ScoreCard fixture={live(25)} eventId={1} timeZone="Asia/Kolkata" />);
    expect(screen.getByTestId('stale-live').textContent).toBe('Still live a day after it started: enter the final score, or correct it.');
    unmount();
    renderWithQueries(<ScoreCard fixture={live(3)} eventId={1} timeZone="Asia/Kolkata" />);
    expect(screen.queryByTestId('stale-live')).toBeNull();
  });
});

describe('the staff score card (issue 16: structured scores)', () => {
  it('takes points by set for a set sport and sends the sets won as the match score', async () => {
    const { sent, person } = renderCard('Badminton');
    const type = async (set: number, home: string, away: string) => {
      await person.type(screen.getByLabelText(`Set ${set}, Globex`), home);
      await person.type(screen.getByLabelText(`Set ${set}, Initech`), away);
    };
    await type(1, '21', '15');
    await person.click(screen.getByRole('button', { name: 'Add a set' }));
    await type(2, '18', '21');
    await person.click(screen.getByRole('button', { name: 'Add a set' }));
    await type(3, '21', '19');
    expect((screen.getByLabelText('Globex') as HTMLInputElement).value).toBe('2');
    expect((screen.getByLabelText('Initech') as HTMLInputElement).value).toBe('1');
    await finish(person);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      status: 'finished',
      home: 2,
      away: 1,
      sets: [
        { home: 21, away: 15 },
        { home: 18, away: 21 },
        { home: 21, away: 19 },
      ],
    });
  });

  it('sends a drawn knockout decided on penalties with its shoot-out score, and waits for the shoot-out', async () => {
    const { sent, person } = renderCard('Football');
    await person.type(screen.getByLabelText('Globex'), '1');
    await person.type(screen.getByLabelText('Initech'), '1');
    await person.selectOptions(screen.getByLabelText('Decided by'), 'penalties');
    expect((screen.getByRole('button', { name: 'Final score' }) as HTMLButtonElement).disabled).toBe(true);
    await person.type(screen.getByLabelText('Shoot-out, Globex'), '4');
    await person.type(screen.getByLabelText('Shoot-out, Initech'), '3');
    await finish(person);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ status: 'finished', home: 1, away: 1, decidedBy: 'penalties', shootout: { home: 4, away: 3 } });
  });

  it('sends a walkover with the side that wins and no score typed', async () => {
    const { sent, person } = renderCard('Football');
    await person.selectOptions(screen.getByLabelText('Decided by'), 'walkover');
    await person.selectOptions(screen.getByLabelText('Winner'), 'away');
    await finish(person);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ status: 'finished', home: 0, away: 0, decidedBy: 'walkover', winner: 'away' });
  });

  it('offers sets and set-sport results only where the sport is played in sets (issue 17)', async () => {
    renderCard('Football');
    expect(screen.queryByRole('button', { name: 'Add a set' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Points by set' })).toBeNull();
    const football = [...(screen.getByLabelText('Decided by') as HTMLSelectElement).options].map((option) => option.text);
    expect(football).toEqual(['Regular time', 'After extra time', 'Penalties (shoot-out)', 'Walkover', 'Abandoned']);
    cleanup();
    renderCard('Volleyball');
    expect(screen.getByRole('button', { name: 'Add a set' })).toBeTruthy();
    const volleyball = [...(screen.getByLabelText('Decided by') as HTMLSelectElement).options].map((option) => option.text);
    expect(volleyball).toEqual(['Played in full', 'Walkover', 'Abandoned']);
  });

  it('starts a set sport stored with a shoot-out (older data) from a result it offers, without shoot-out fields', () => {
    renderWithQueries(
      <ScoreCard
        fixture={{ ...fixture('Badminton'), status: 'finished', decidedBy: 'penalties', shootout: { home: 4, away: 3 } }}
        eventId={1}
        timeZone="Asia/Kolkata"
      />,
    );
    expect((screen.getByLabelText('Decided by') as HTMLSelectElement).value).toBe('regular');
    expect(screen.queryByLabelText('Shoot-out, Globex')).toBeNull();
  });

  it("marks the event's fixtures and tables stale once a score is saved (the keys the event site reads with)", async () => {
    const { person, queryClient } = renderCardWithClient('Football');
    for (const key of [eventSiteKeys.fixtures(1, {}), eventSiteKeys.standings(1, 7), eventSiteKeys.fixtures(2, {})]) {
      queryClient.setQueryData(key, []);
    }
    await person.type(screen.getByLabelText('Globex'), '2');
    await person.type(screen.getByLabelText('Initech'), '1');
    await finish(person);
    await waitFor(() => expect(queryClient.getQueryState(eventSiteKeys.fixtures(1, {}))?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(eventSiteKeys.standings(1, 7))?.isInvalidated).toBe(true);
    // Another event's fixtures stay as they were.
    expect(queryClient.getQueryState(eventSiteKeys.fixtures(2, {}))?.isInvalidated).toBe(false);
  });
});

/** Presses 'Final score' and confirms in the dialog it opens (issue 30). */
async function finish(person: ReturnType<typeof userEvent.setup>) {
  await person.click(screen.getByRole('button', { name: 'Final score' }));
  await person.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
}

function renderCardWithClient(sportName: string) {
  apiServer.use(
    http.put(apiUrl('/staff/fixtures/41/score'), () => HttpResponse.json({ success: true, message: 'Score saved', data: SAVED_SCORE })),
  );
  const { queryClient } = renderWithQueries(<ScoreCard fixture={fixture(sportName)} eventId={1} timeZone="Asia/Kolkata" />);
  return { queryClient, person: userEvent.setup() };
}

describe('finishing a match (issue 30: the final score is asked once, then reads as a result)', () => {
  it('asks in the page before a final score, naming the winner, and Cancel sends nothing', async () => {
    const { sent, person } = renderCard('Football');
    await person.type(screen.getByLabelText('Globex'), '2');
    await person.type(screen.getByLabelText('Initech'), '0');
    await person.click(screen.getByRole('button', { name: 'Final score' }));
    const dialog = screen.getByRole('dialog', { name: 'Final 2–0 — Globex wins the final' });
    expect(within(dialog).getByText(/Globex v Initech/)).toBeTruthy();
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
    // A live score is not final and is not asked about.
    await person.click(screen.getByRole('button', { name: 'Live score' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'live', home: 2, away: 0 }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says what follows: a knockout winner moves on, a group draw goes into the table, a shoot-out names its winner', async () => {
    const ask = async (round: string, home: string, away: string) => {
      cleanup();
      renderWithQueries(<ScoreCard fixture={fixture('Football', round)} eventId={1} timeZone="Asia/Kolkata" />);
      const person = userEvent.setup();
      await person.type(screen.getByLabelText('Globex'), home);
      await person.type(screen.getByLabelText('Initech'), away);
      return person;
    };
    let person = await ask('Semi-final', '0', '3');
    await person.click(screen.getByRole('button', { name: 'Final score' }));
    expect(screen.getByRole('dialog', { name: 'Final 0–3 — Initech moves on' })).toBeTruthy();
    person = await ask('Round 2', '1', '1');
    await person.click(screen.getByRole('button', { name: 'Final score' }));
    expect(screen.getByRole('dialog', { name: 'Final 1–1 — a draw; the table counts it' })).toBeTruthy();
    person = await ask('Quarter-final', '1', '1');
    await person.selectOptions(screen.getByLabelText('Decided by'), 'penalties');
    await person.type(screen.getByLabelText('Shoot-out, Globex'), '4');
    await person.type(screen.getByLabelText('Shoot-out, Initech'), '5');
    await person.click(screen.getByRole('button', { name: 'Final score' }));
    expect(screen.getByRole('dialog', { name: 'Final 1–1 (penalties 4–5) — Initech moves on' })).toBeTruthy();
  });

  it('a drawn knockout cannot be confirmed: the question says how to decide it and leads back to the score', async () => {
    const { sent, person } = renderCard('Football');
    await person.type(screen.getByLabelText('Globex'), '2');
    await person.type(screen.getByLabelText('Initech'), '2');
    await person.click(screen.getByRole('button', { name: 'Final score' }));
    const dialog = screen.getByRole('dialog', { name: 'Final 2–2 — a draw, but a knockout match needs a winner' });
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(within(dialog).getByText(/Choose penalties or extra time under "Decided by"/)).toBeTruthy();
    await person.click(within(dialog).getByRole('button', { name: 'Back to the score' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('shows the result with "Correct the score" once confirmed, and a correction sends the corrected score', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      http.put(apiUrl('/staff/fixtures/41/score'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Score saved', data: SAVED_SCORE });
      }),
    );
    renderWithQueries(<MatchScore fixture={fixture('Football', 'Semi-final')} eventId={1} timeZone="Asia/Kolkata" />);
    const person = userEvent.setup();
    await person.type(screen.getByLabelText('Globex'), '2');
    await person.type(screen.getByLabelText('Initech'), '1');
    await finish(person);
    const result = await screen.findByRole('region', { name: 'Result: Globex v Initech' });
    expect(within(result).getByText('2–1')).toBeTruthy();
    expect(within(result).getByText('Won by Globex')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    // Correcting opens the card filled in with what was saved.
    await person.click(within(result).getByRole('button', { name: 'Correct the score' }));
    const away = screen.getByLabelText('Initech') as HTMLInputElement;
    expect(away.value).toBe('1');
    await person.clear(away);
    await person.type(away, '3');
    await finish(person);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ status: 'finished', home: 2, away: 3 });
    expect(await screen.findByText('Won by Initech')).toBeTruthy();
  });
});
