/** What other features may use of calendars (issue 33); its other files are its own (eslint.config.js). */
export { calendarRoutes, publicCalendarRoutes } from './calendars.routes';
