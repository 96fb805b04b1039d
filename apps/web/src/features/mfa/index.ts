/**
 * Two-factor sign-in: the console gate, the security panel and the pending challenge. The login
 * step, the setup prompt and the modal load lazily (app/), straight from their files, so they stay
 * out of the first load.
 */
export { ConsoleMfaGate } from './components/console-mfa-gate';
export { SecurityPanel } from './components/security-panel';
export { MFA_CHALLENGE_EVENT, openMfaChallenge, readPendingMfaChallenge } from './pending-mfa-challenge';
