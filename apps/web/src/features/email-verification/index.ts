/** A member's email address: its status on the profile, and the page its link opens. */
export { EmailVerificationStatus } from './components/email-verification-status';
export { VerifyEmailPanel } from './components/verify-email-panel';
