/** What other features may use of registrations; its other files are its own (eslint.config.js). */
export { offerFreedPlaces } from './waitlist.service';
