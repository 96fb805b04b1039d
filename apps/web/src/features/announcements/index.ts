// Announcements (issue 33): other features import from here, never a file inside.
export { PinnedAnnouncements } from './components/pinned-announcements';
export { AnnouncementsPanel } from './components/announcements-panel';
