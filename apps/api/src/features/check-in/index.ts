/** What other features may use of check-in; its other files are its own (eslint.config.js). */
export { findTenantEvent, listSportVenues } from './checkin-codes.repository';
export { currentRotatingCode } from './rotating-code-answer';
export { localDayAndMinute } from './check-in-window';
