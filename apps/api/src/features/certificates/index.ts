/** What other features may use of certificates; its other files are its own (eslint.config.js). */
export { reissueCategoryCertificates } from './issue-certificates';
export { mailCertificatesInBackground } from './certificates.service';
