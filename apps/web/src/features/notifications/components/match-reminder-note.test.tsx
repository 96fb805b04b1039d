/** @vitest-environment happy-dom */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationSettings } from '@podium/contracts/notifications/notifications';
import { apiServer, apiUrl } from '../../../test/api-server';
import { renderWithQueries } from '../../../test/render';
import { MatchReminderNote } from './match-reminder-note';

const settings = (overrides: Partial<NotificationSettings>): NotificationSettings => ({
  vapidPublicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
  preferences: DEFAULT_NOTIFICATION_PREFERENCES,
  pushDevices: 0,
  emailVerified: true,
  ...overrides,
});

function renderNote(answer: NotificationSettings) {
  apiServer.use(http.get(apiUrl('/customer/notifications'), () => HttpResponse.json({ success: true, message: 'OK', data: answer })));
  renderWithQueries(
    <MemoryRouter>
      <MatchReminderNote />
    </MemoryRouter>,
  );
}

describe('the reminder under my next match (issue 33 §1)', () => {
  it('says the reminder comes by email when the email is verified and no device gets pushes', async () => {
    renderNote(settings({}));
    expect(await screen.findByText(/Reminder 30 minutes before, by email\./)).toBeTruthy();
  });

  it('names push and email when both will carry it', async () => {
    renderNote(settings({ pushDevices: 2 }));
    expect(await screen.findByText(/Reminder 30 minutes before, by push and email\./)).toBeTruthy();
  });

  it('offers to turn reminders on when nothing would reach the person', async () => {
    renderNote(
      settings({
        emailVerified: false,
        pushDevices: 1,
        preferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, reminder: { push: false, email: true } },
      }),
    );
    expect(await screen.findByText(/No reminder before this match/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Turn on reminders' }).getAttribute('href')).toBe('/profile');
  });
});
