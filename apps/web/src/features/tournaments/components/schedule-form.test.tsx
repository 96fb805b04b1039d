/** @vitest-environment happy-dom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '@podium/contracts/admin/admin-events';
import type { ScheduleAnswer } from '@podium/contracts/tournaments/tournaments';
import { apiServer, apiUrl } from '../../../test/api-server';
import { renderWithQueries } from '../../../test/render';
import { ScheduleForm } from './schedule-form';

const category: AdminCategory = {
  id: 7,
  sportId: 1,
  sportName: 'Football',
  categoryId: 2,
  categoryName: 'Open',
  venueId: 1,
  venueName: 'Court 1',
  capacity: null,
  teamSizeMin: null,
  teamSizeMax: null,
  isTeamSport: false,
  allowsMixedTeams: false,
  registrations: 4,
  gender: 'any',
  minAge: null,
  maxAge: null,
  fee: null,
  placesTaken: 4,
  resultType: null,
};
const venues = [
  { id: 1, name: 'Court 1', address: '' },
  { id: 2, name: 'Court 2', address: '' },
];

/** 09:00 and 10:00 in Kolkata on 1 July 2026, as the API sends them (UTC). */
const nine = '2026-07-01T03:30:00.000Z';
const ten = '2026-07-01T04:30:00.000Z';
const eleven = '2026-07-01T05:30:00.000Z';

const preview: ScheduleAnswer = {
  dryRun: true,
  written: false,
  placedHeats: [],
  unplacedHeats: [],
  placed: [
    {
      fixtureId: 1,
      venueId: 2,
      startsAt: nine,
      endsAt: ten,
      eventSportCategoryId: 7,
      round: 'Semi-final 2',
      home: 'Hooli',
      away: 'Aviato',
    },
    {
      fixtureId: 2,
      venueId: 1,
      startsAt: nine,
      endsAt: ten,
      eventSportCategoryId: 7,
      round: 'Semi-final 1',
      home: 'Globex',
      away: 'Initech',
    },
    {
      fixtureId: 3,
      venueId: 1,
      startsAt: ten,
      endsAt: eleven,
      eventSportCategoryId: 7,
      round: 'Final',
      home: 'Winner of Semi-final 1',
      away: 'Winner of Semi-final 2',
    },
  ],
  unplaced: [{ fixtureId: 4, fixture: 'Third place', reason: 'no open time is left' }],
};

describe('the schedule preview (issue 30: a timetable before writing)', () => {
  it('shows the previewed matches as a grid of venues by start time, and what does not fit', async () => {
    const sent: { dryRun?: boolean }[] = [];
    apiServer.use(
      http.post(apiUrl('/admin/events/5/schedule'), async ({ request }) => {
        sent.push((await request.json()) as { dryRun?: boolean });
        return HttpResponse.json({ success: true, message: 'Schedule preview', data: preview });
      }),
    );
    renderWithQueries(<ScheduleForm eventId={5} categories={[category]} venues={venues} firstDay="2026-07-01" timeZone="Asia/Kolkata" />);
    const person = userEvent.setup();
    expect(screen.queryByRole('table')).toBeNull();
    await person.click(screen.getByRole('checkbox', { name: 'Football · Open' }));
    await person.click(screen.getByRole('button', { name: 'Preview' }));

    const table = await screen.findByRole('table', { name: 'Wednesday, Jul 1' });
    expect(sent[0]!.dryRun).toBe(true);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Time', 'Court 1', 'Court 2']);
    const [, nineRow, tenRow] = within(table).getAllByRole('row');
    // Both semi-finals start at nine: one row, a venue each, in the event's venue order.
    expect(within(nineRow!).getByRole('rowheader').textContent).toBe('9:00 AM');
    expect(
      within(nineRow!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Globex v InitechFootball · Open · Semi-final 1', 'Hooli v AviatoFootball · Open · Semi-final 2']);
    expect(within(tenRow!).getByRole('rowheader').textContent).toBe('10:00 AM');
    expect(
      within(tenRow!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Winner of Semi-final 1 v Winner of Semi-final 2Football · Open · Final', '—Free']);
    const section = screen.getByRole('region', { name: 'Schedule preview' });
    expect(within(section).getByText('Third place: no open time is left')).toBeTruthy();
  });

  it('shows no grid when nothing fits, only the reasons', async () => {
    apiServer.use(
      http.post(apiUrl('/admin/events/5/schedule'), () =>
        HttpResponse.json({ success: true, message: 'Schedule preview', data: { ...preview, placed: [] } }),
      ),
    );
    renderWithQueries(<ScheduleForm eventId={5} categories={[category]} venues={venues} firstDay="2026-07-01" timeZone="Asia/Kolkata" />);
    const person = userEvent.setup();
    await person.click(screen.getByRole('checkbox', { name: 'Football · Open' }));
    await person.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('Third place: no open time is left');
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  });

  it('counts the heats of a timed category, lays them in the grid and says which do not fit (issue 32)', async () => {
    apiServer.use(
      http.post(apiUrl('/admin/events/5/schedule'), () =>
        HttpResponse.json({
          success: true,
          message: 'Schedule preview',
          data: {
            ...preview,
            placedHeats: [
              { heatId: 31, venueId: 2, startsAt: ten, endsAt: eleven, eventSportCategoryId: 7, round: 'Heats', heat: 'Heat 1' },
            ],
            unplacedHeats: [{ heatId: 32, eventSportCategoryId: 7, heat: 'Heat 2', reason: 'no open time is left' }],
          },
        }),
      ),
    );
    renderWithQueries(<ScheduleForm eventId={5} categories={[category]} venues={venues} firstDay="2026-07-01" timeZone="Asia/Kolkata" />);
    const person = userEvent.setup();
    await person.click(screen.getByRole('checkbox', { name: 'Football · Open' }));
    await person.click(screen.getByRole('button', { name: 'Preview' }));
    const table = await screen.findByRole('table', { name: 'Wednesday, Jul 1' });
    const [, , tenRow] = within(table).getAllByRole('row');
    expect(within(tenRow!).getAllByRole('cell')[1]!.textContent).toBe('Heat 1Football · Open · Heats');
    const section = screen.getByRole('region', { name: 'Schedule preview' });
    expect(within(section).getByText(/1 heat fits, 1 does not\./)).toBeTruthy();
    expect(within(section).getByText('Football · Open · Heat 2: no open time is left')).toBeTruthy();
  });
});
