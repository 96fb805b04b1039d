import { Link } from 'react-router';
import type { NotificationSettings } from '@podium/contracts/notifications/notifications';
import { useNotificationSettings } from '../api/notification-settings';

/** How the reminder before a match reaches the person: the channels that will really carry it. */
export function reminderChannels(settings: NotificationSettings): ('push' | 'email')[] {
  const channels: ('push' | 'email')[] = [];
  if (settings.preferences.reminder.push && settings.pushDevices > 0 && settings.vapidPublicKey !== null) channels.push('push');
  if (settings.preferences.reminder.email && settings.emailVerified) channels.push('email');
  return channels;
}

/**
 * Under the member's next match (issue 33 §1): whether Podium reminds them 30 minutes before, and
 * how, or a way to turn reminders on. Nothing while the choices are loading or cannot be read.
 */
export function MatchReminderNote() {
  const settings = useNotificationSettings();
  if (!settings.data) return null;
  const channels = reminderChannels(settings.data);
  if (channels.length === 0) {
    return (
      <p className="mt-3 text-sm text-slate-300">
        No reminder before this match.{' '}
        <Link to="/profile" className="inline-flex min-h-11 items-center font-semibold text-amber-300 hover:underline">
          Turn on reminders
        </Link>
      </p>
    );
  }
  return (
    <p className="mt-3 text-sm font-medium text-blue-100">
      Reminder 30 minutes before, by {channels.join(' and ')}.{' '}
      <Link to="/profile" className="font-semibold text-amber-300 hover:underline">
        Change
      </Link>
    </p>
  );
}
