/** What other features may use of data-rights; its other files are its own (eslint.config.js). */
export { type ErasureRequest, erasePerson } from './erase-person';
