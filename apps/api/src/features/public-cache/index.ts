/** What other features may use of public-cache; its other files are its own (eslint.config.js). */
export { PublicReadCache } from './public-read-cache';
export type { EntryPlace } from './tenant-entries';
