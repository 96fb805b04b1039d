/** What other features may use of mfa; its other files are its own (eslint.config.js). */
export { issueMfaChallenge } from './issue-mfa-challenge';
