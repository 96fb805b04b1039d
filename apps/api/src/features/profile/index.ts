/** What other features may use of profile; its other files are its own (eslint.config.js). */
export { removeProfilePicture } from './profile-picture';
