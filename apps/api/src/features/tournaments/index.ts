/** What other features may use of tournaments; its other files are its own (eslint.config.js). */
export { findClash } from './clash-check';
// The fixtures and placings tables are tournaments' own: the admin's results panel edits them through these.
export {
  categoryHasUndecidedFixtures,
  findFixtureOfEvent,
  insertFixture,
  listCategoryPlacings,
  replacePlacings,
  updateFixture,
} from './tournaments.repository';
// The teams table is tournaments' own: registrations, the admin's import and merge, and payments write it through these.
export {
  deleteTeamIfUnused,
  ensureInviteCode,
  insertImportedTeam,
  insertTeam,
  moveCompanyTeams,
  replaceTeamCodes,
} from './teams.repository';
export { DrawService } from './draw.service';
export { ScheduleService } from './schedule.service';
export { ScoreService } from './score.service';
export { scoreStoreOn } from './score-store';
export { TimedEventsService } from './timed-events.service';
export { scoreRoutes } from './score.routes';
export { walkoverRoutes } from './walkovers.routes';
export { tournamentAdminRoutes } from './tournaments.routes';
