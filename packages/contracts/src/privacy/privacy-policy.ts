/**
 * The version of the privacy policy people accept by signing in. Recorded on the account at its
 * first sign-in (`users.privacy_policy_version`) and shown in the person's data export. Change it
 * when the policy's text changes; accounts keep the version they accepted.
 */
export const PRIVACY_POLICY_VERSION = '2026-11-27';
