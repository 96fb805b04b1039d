/** @vitest-environment happy-dom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationPreferences } from '@podium/contracts/notifications/notifications';
import '../../../test/render';
import { NotificationChoicesTable } from './notification-choices-table';

const both = { push: true, email: true };
const preferences: NotificationPreferences = {
  reminder: both,
  moved: { push: true, email: false },
  result: both,
  announcement: { push: false, email: true },
  waitlist: both,
};
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('what the person is told, by push and by email', () => {
  it('shows a row per kind with its two boxes ticked as chosen', () => {
    render(<NotificationChoicesTable preferences={preferences} onChoose={() => {}} />);
    expect(screen.getByRole('table', { name: 'What you are told, by push and by email' })).toBeTruthy();
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Reminder 30 minutes before each of my matches',
      'My match moved (time or venue)',
      "My match's result",
      'Announcements from the organisers',
      'A place offered from a waiting list',
    ]);
    expect(box('My match moved (time or venue) by push').checked).toBe(true);
    expect(box('My match moved (time or venue) by email').checked).toBe(false);
    expect(box('Announcements from the organisers by push').checked).toBe(false);
  });

  it('reports a tap as the kind, the channel and the new choice', async () => {
    const chosen = vi.fn();
    render(<NotificationChoicesTable preferences={preferences} onChoose={chosen} />);
    await userEvent.click(box('My match moved (time or venue) by email'));
    expect(chosen).toHaveBeenLastCalledWith('moved', 'email', true);
    await userEvent.click(box("My match's result by push"));
    expect(chosen).toHaveBeenLastCalledWith('result', 'push', false);
  });
});
