// Calendars (issue 33): other features import from here, never a file inside.
export { MatchCalendarLinks } from './components/match-calendar-links';
export { EventCalendarLinks } from './components/event-calendar-links';
export { CalendarSubscribePanel } from './components/calendar-subscribe-panel';
