// The tournaments feature's public face: other features import from here, never a file inside (issue 18).
export { TournamentConsole } from './components/tournament-console';
