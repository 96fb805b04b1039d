import { z } from 'zod';

/** Rows of one export section: column names as keys, times as ISO 8601 strings. */
const exportRows = z.array(z.record(z.string(), z.unknown()));

/**
 * `GET /api/customer/me/export`: everything the site holds about the signed-in person, downloaded
 * as one JSON file (Content-Disposition: attachment). Each section holds at most 1000 rows, newest
 * first; amounts are in minor units (paise, cents) of `currency`.
 */
export const personalDataExportSchema = z.object({
  format: z.literal('podium-personal-data-export'),
  formatVersion: z.literal(1),
  exportedAt: z.string(),
  site: z.string(),
  /** The policy version the site shows today; `profile.privacyPolicyVersion` is the one the person accepted. */
  currentPrivacyPolicyVersion: z.string(),
  profile: z.record(z.string(), z.unknown()),
  ssoLinks: exportRows,
  registrations: exportRows,
  attendance: exportRows,
  coupons: exportRows,
  /** Orders with their `lines`, `payments` and `refunds`. */
  orders: exportRows,
  sessions: exportRows,
  securityEvents: exportRows,
  /** Sign-in and deletion codes sent to the person's number (time, address, allowance). */
  codeSends: exportRows,
  /** Console actions by the person, and changes made to their account (without before/after). */
  auditEntries: exportRows,
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;
