/** A member's certificates and the public check of one. */
export { CertificateVerification } from './components/certificate-verification';
export { MyCertificates } from './components/my-certificates';
