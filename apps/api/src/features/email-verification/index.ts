/** Verifying a member's email address by link. */
export { emailVerificationRoutes } from './email-verification.routes';
