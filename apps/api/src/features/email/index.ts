/** What other features may use of email; its other files are its own (eslint.config.js). */
export { emailNotifierOf, withFixtureChangeEmail } from './email-notifier-of';
export { renderEmail } from './email-layout';
export {
  EmailNotifier,
  type AnnouncementMail,
  type CertificateMail,
  type FailedPaymentMail,
  type NotificationMail,
  type WaitlistOfferMail,
} from './email-notifier';
