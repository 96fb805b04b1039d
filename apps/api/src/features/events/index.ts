/** What other features may use of events; its other files are its own (eslint.config.js). */
export { registerPublicCaching } from './public-cache';
export { type EventRow, findPublishedEvent, listEventIdsShowingMember } from './events.repository';
export { registrationClosesAt } from './registration-cutoff';
export { getPublishedEvent, listEventFixtures } from './events.service';
