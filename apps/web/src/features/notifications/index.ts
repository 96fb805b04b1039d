// Notifications' public face: other features import from here, never a file inside.
export { MatchReminderNote } from './components/match-reminder-note';
export { NotificationsSection } from './components/notifications-section';
