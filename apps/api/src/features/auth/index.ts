/** What other features may use of auth; its other files are its own (eslint.config.js). */
export { parsePersonalCode, personalCodeImage, verifyPersonalCode } from './personal-code/personal-code';
export { spendCaptcha } from './otp/generate-otp.service';
export { type SignInOutcome, completeSignIn } from './start-sign-in';
export { checkAccountDeletionCode, sendAccountDeletionCode, useAccountDeletionCode } from './otp/account-deletion-code';
