import { z } from 'zod';
import { oneLineText } from '../text/one-line-text';
import { canonicalOriginSchema } from '../tenant/canonical-origin';
import { publicNamePolicySchema } from '../privacy/public-names';
import { authProvidersSchema, featureFlagsSchema, signInPolicySchema, siteSettingsSchema } from '../tenant/tenant-config';

const domain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Use a domain like example.com.');

/** Everything an admin can change about the site; `GET` answers it whole, `PATCH` takes any part. */
export const tenantSettingsSchema = z.object({
  name: z.string().trim().min(2).max(120),
  settings: siteSettingsSchema,
  featureFlags: featureFlagsSchema,
  authProviders: authProvidersSchema,
  allowedSsoDomains: z.array(domain).max(50),
  signInPolicy: signInPolicySchema,
  mfaSetupRequired: z.boolean(),
  maintenance: z.boolean(),
  /**
   * Where every link in this site's emails points (`https://sports.example.com`); null = derived from
   * the site's first host. Never taken from a request's Host header.
   */
  canonicalOrigin: canonicalOriginSchema.nullable(),
  /** How public pages name people: `full`, `first_initial` or `teams_only` (issue 31 §4; docs/tournaments.md). */
  publicNames: publicNamePolicySchema,
});
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;

/**
 * The site's name and titles are printed (posters, receipts, emails) and shown on one line: an
 * update refuses line breaks and control characters in them. The answer above reads what is stored.
 */
export const updateTenantSettingsSchema = tenantSettingsSchema.partial().extend({
  name: oneLineText().trim().min(2).max(120).optional(),
  settings: z.object({ logo: oneLineText(), siteTitle: oneLineText(), favicon: oneLineText() }).optional(),
});
export type UpdateTenantSettings = z.infer<typeof updateTenantSettingsSchema>;
