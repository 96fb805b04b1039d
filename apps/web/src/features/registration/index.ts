// The registration feature's public face: other features import from here, never a file inside (issue 18).
export { useMyRegistrations } from './api/my-registrations';
export { TeamInviteCard } from './components/team-invite-card';
