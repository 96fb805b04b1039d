/** @vitest-environment happy-dom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Announcement } from '@podium/contracts/announcements/announcement';
import { apiServer, apiUrl } from '../../../test/api-server';
import { renderWithQueries } from '../../../test/render';
import { SentAnnouncement } from './sent-announcement';

const pinned: Announcement = {
  id: 7,
  eventId: 3,
  audience: 'event',
  sportId: null,
  eventSportCategoryId: null,
  title: 'Football on Ground A',
  body: 'Kick-off 9:00.',
  isPinned: true,
  emailedCount: 12,
  createdAt: '2026-11-27T08:00:00.000Z',
};

function renderItem(announcement: Announcement, answer: (body: unknown) => Response) {
  const sent: unknown[] = [];
  apiServer.use(
    http.patch(apiUrl('/staff/events/3/announcements/7'), async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      return answer(body);
    }),
  );
  renderWithQueries(
    <ul>
      <SentAnnouncement eventId={3} announcement={announcement} audienceLabel="Everyone registered in the event" timeZone="Asia/Kolkata" />
    </ul>,
  );
  return sent;
}

describe('a sent announcement in the staff list (issue 33 §3)', () => {
  it('takes a pin down with one tap', { timeout: 20_000 }, async () => {
    const sent = renderItem(pinned, () =>
      HttpResponse.json({ success: true, message: 'Unpinned from the event site.', data: { ...pinned, isPinned: false } }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unpin from event site: Football on Ground A' }));
    await waitFor(() => expect(sent).toEqual([{ isPinned: false }]));
  });

  it('sends a corrected title and text, and says what the server refused', async () => {
    const sent = renderItem(pinned, () =>
      HttpResponse.json({ success: false, message: 'This announcement is not at this event.', error: 'NOT_FOUND' }, { status: 404 }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit: Football on Ground A' }));
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Football on Ground B');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This announcement is not at this event.');
    expect(sent).toEqual([{ title: 'Football on Ground B', body: 'Kick-off 9:00.' }]);
  });

  it('refuses a title too short before sending anything, and offers no pin for a staff-only one', async () => {
    const sent = renderItem({ ...pinned, audience: 'staff', isPinned: false }, () => HttpResponse.json({}));
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: /Pin on event site/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit: Football on Ground A' }));
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'No');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('at least 3 characters');
    expect(sent).toEqual([]);
  });
});
