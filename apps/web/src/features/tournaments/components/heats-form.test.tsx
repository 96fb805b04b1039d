/** @vitest-environment happy-dom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '@podium/contracts/admin/admin-events';
import type { RoundsAnswer } from '@podium/contracts/tournaments/timed-events';
import { apiServer, apiUrl } from '../../../test/api-server';
import { renderWithQueries } from '../../../test/render';
import { HeatsForm } from './heats-form';

const sprint: AdminCategory = {
  id: 9,
  sportId: 3,
  sportName: 'Athletics',
  categoryId: 2,
  categoryName: "Men's Open",
  venueId: 1,
  venueName: 'Track',
  capacity: null,
  teamSizeMin: null,
  teamSizeMax: null,
  isTeamSport: false,
  allowsMixedTeams: false,
  registrations: 30,
  gender: 'any',
  minAge: null,
  maxAge: null,
  fee: null,
  placesTaken: 30,
  resultType: null,
};

const lane = (number: number, name: string) => ({
  lane: number,
  entry: { id: number, name },
  mark: null,
  attempts: null,
  status: null,
  reason: null,
  place: null,
  qualified: null,
});
const heat = (name: string, startsAt: string, lanes: ReturnType<typeof lane>[]) => ({
  id: null,
  name,
  startsAt,
  venue: 'Track',
  status: 'scheduled' as const,
  lanes,
});
const withSemis: RoundsAnswer = {
  dryRun: true,
  resultType: 'time',
  seeding: 'random',
  seed: 42,
  rounds: [
    {
      number: 1,
      name: 'Heats',
      qualify: { byPlace: 2, byMark: 2 },
      heats: [heat('Heat 1', '2026-07-01T03:30:00.000Z', [lane(1, 'Asha')])],
    },
    { number: 2, name: 'Semi-finals', qualify: { byPlace: 3, byMark: 2 }, heats: [heat('Semi-final 1', '2026-07-01T05:30:00.000Z', [])] },
    { number: 3, name: 'Final', qualify: null, heats: [heat('Final', '2026-07-01T08:30:00.000Z', [])] },
  ],
};

/** Renders the form over a server that records each request and answers with `answer`. */
function renderForm(answer: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  apiServer.use(
    http.post(apiUrl('/admin/events/5/categories/9/rounds'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return answer(body);
    }),
  );
  renderWithQueries(<HeatsForm eventId={5} categories={[sprint]} firstDay="2026-07-01" timeZone="Asia/Kolkata" />);
  return sent;
}

describe('the heats form (issue 32)', () => {
  it('sends the semi-finals rule with the rule left to the field size, and shows the semi-finals the preview drew', async () => {
    const sent = renderForm(() => HttpResponse.json({ success: true, message: 'Preview', data: withSemis }));
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Category'), '9');
    await user.clear(screen.getByLabelText('Final: first places per semi-final'));
    await user.type(screen.getByLabelText('Final: first places per semi-final'), '4');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Heats preview' });
    expect(within(preview).getByRole('heading', { name: 'Semi-finals' })).toBeTruthy();
    expect(within(preview).getByText(/Semi-final 1/)).toBeTruthy();
    expect(sent[0]).toMatchObject({ dryRun: true, semiQualify: { byPlace: 4, byMark: 2 } });
    expect(sent[0]).not.toHaveProperty('semiFinals');
  });

  it('asks for semi-finals always, or refuses them (then sends no semi-final rule)', async () => {
    const sent = renderForm(() => HttpResponse.json({ success: true, message: 'Preview', data: withSemis }));
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Category'), '9');
    await user.selectOptions(screen.getByLabelText('Semi-finals'), 'always');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('region', { name: 'Heats preview' });
    expect(sent[0]).toMatchObject({ semiFinals: true, semiQualify: { byPlace: 3, byMark: 2 } });

    await user.selectOptions(screen.getByLabelText('Semi-finals'), 'never');
    expect(screen.queryByLabelText('Final: first places per semi-final')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ semiFinals: false });
    expect(sent[1]).not.toHaveProperty('semiQualify');
  });

  it("shows the API's refusal, which names what to change", async () => {
    renderForm(() =>
      HttpResponse.json(
        {
          success: false,
          error: 'VALIDATION_FAILED',
          message: 'The final has 8 lanes, but 4 per semi-final × 2 semi-finals + 2 by mark is 10.',
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Category'), '9');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(/The final has 8 lanes, but 4 per semi-final/)).toBeTruthy();
  });
});
