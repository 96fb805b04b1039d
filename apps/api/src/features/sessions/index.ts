/** What other features may use of sessions; its other files are its own (eslint.config.js). */
export { type AuthenticatedSession, type SessionService } from './session.service';
export { type SessionTokenClaims } from './session-token';
export { findLastSignInAt, hasSignedInWithOtp } from './session.repository';
