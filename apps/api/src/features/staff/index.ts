/** What other features may use of staff; its other files are its own (eslint.config.js). */
export { readAttendancePage, readRegistrationPage } from './exports/exports.repository';
export { keysetPages } from './exports/keyset-pages';
