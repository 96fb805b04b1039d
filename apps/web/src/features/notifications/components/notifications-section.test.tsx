/** @vitest-environment happy-dom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  type NotificationSettings,
} from '@podium/contracts/notifications/notifications';
import { apiServer, apiUrl } from '../../../test/api-server';
import { renderWithQueries } from '../../../test/render';
import { NotificationsSection } from './notifications-section';

const settings = (preferences: NotificationPreferences): NotificationSettings => ({
  vapidPublicKey: null,
  preferences,
  pushDevices: 0,
  emailVerified: true,
});

const resultByEmail = () => screen.getByRole<HTMLInputElement>('checkbox', { name: "My match's result by email" });

describe('the notification choices on /profile (issue 33 §1)', () => {
  it('shows a choice in the same tap, before the server has answered, and keeps it once saved', async () => {
    let saved: NotificationPreferences | null = null;
    apiServer.use(
      http.get(apiUrl('/customer/notifications'), () =>
        HttpResponse.json({ success: true, message: 'OK', data: settings(saved ?? DEFAULT_NOTIFICATION_PREFERENCES) }),
      ),
      http.put(apiUrl('/customer/notification-preferences'), async ({ request }) => {
        saved = (await request.json()) as NotificationPreferences;
        await delay(200);
        return HttpResponse.json({ success: true, message: 'OK', data: settings(saved) });
      }),
    );
    renderWithQueries(<NotificationsSection />);
    await waitFor(() => expect(resultByEmail().checked).toBe(true));

    fireEvent.click(resultByEmail());
    // A controlled box that waited for the mutation's next render flipped back here (CI caught it in Playwright).
    expect(resultByEmail().checked).toBe(false);
    await waitFor(() => expect(saved?.result.email).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(resultByEmail().checked).toBe(false);
  });

  it('gives the old choice back when the save fails', async () => {
    apiServer.use(
      http.get(apiUrl('/customer/notifications'), () =>
        HttpResponse.json({ success: true, message: 'OK', data: settings(DEFAULT_NOTIFICATION_PREFERENCES) }),
      ),
      http.put(apiUrl('/customer/notification-preferences'), () =>
        HttpResponse.json({ success: false, message: 'Something went wrong' }, { status: 503 }),
      ),
    );
    renderWithQueries(<NotificationsSection />);
    await waitFor(() => expect(resultByEmail().checked).toBe(true));
    fireEvent.click(resultByEmail());
    expect(resultByEmail().checked).toBe(false);
    await waitFor(() => expect(resultByEmail().checked).toBe(true));
  });
});
