/** @vitest-environment happy-dom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { WalkoverCandidate } from '@podium/contracts/tournaments/tournaments';
import { apiServer, apiUrl } from '../../../test/api-server';
import { renderWithQueries } from '../../../test/render';
import { WalkoverPanel } from './walkover-panel';

/** What the server answers a saved score (checked against the contract's schema). */
const SAVED_SCORE = { id: 41, status: 'finished', home: 2, away: 1, sets: null, decidedBy: null, winnerTeamId: null };

const candidate: WalkoverCandidate = {
  fixtureId: 7,
  sport: 'Football',
  category: "Men's Open",
  round: 'Semi-final 1',
  venue: 'Main Arena',
  startsAt: '2026-07-02T10:00:00.000Z',
  home: { teamId: 1, name: 'Early Birds', checkedIn: 5, required: 5 },
  away: { teamId: 2, name: 'Late Comers', checkedIn: 2, required: 5 },
  suggestedWinner: 'home',
};

describe("the staff console's walkover prompt (issue 16)", () => {
  it('names the short side and awards the match to the side that is there in one tap', async () => {
    const sent: unknown[] = [];
    let listed = [candidate];
    apiServer.use(
      http.get(apiUrl('/staff/events/3/walkovers'), () => HttpResponse.json({ success: true, message: 'OK', data: listed })),
      http.put(apiUrl('/staff/fixtures/7/score'), async ({ request }) => {
        sent.push(await request.json());
        listed = [];
        return HttpResponse.json({ success: true, message: 'Score saved', data: SAVED_SCORE });
      }),
    );
    const told: unknown[] = [];
    apiServer.use(
      http.post(apiUrl('/staff/fixtures/7/opponent-missing'), async ({ request }) => {
        told.push(await request.json());
        return HttpResponse.json({ success: true, message: '5 players were told.', data: { sent: 5 } });
      }),
    );
    renderWithQueries(<WalkoverPanel eventId={3} timeZone="Asia/Kolkata" />);
    expect(await screen.findByText('Late Comers: 2 of 5 players checked in')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Award walkover to Late Comers' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tell Early Birds their opponent is not here' }));
    await waitFor(() => expect(told).toEqual([{ teamId: 1 }]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Award walkover to Early Birds' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'finished', home: 0, away: 0, decidedBy: 'walkover', winner: 'home' }]));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Award walkover?' })).toBeNull());
  });
});
