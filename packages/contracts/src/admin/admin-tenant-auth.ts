import { z } from 'zod';
import { oneLineText } from '../text/one-line-text';

export const COUPON_RULE_TRIGGERS = ['registration', 'check-in', 'medal'] as const;

const couponRuleFields = z.object({
  trigger: z.enum(COUPON_RULE_TRIGGERS, { message: 'Pick when the coupon is given: registration, check-in or medal.' }),
  title: oneLineText().trim().min(1, 'Give the coupon a title.').max(120, 'Keep the title under 120 characters.'),
  partner: oneLineText().trim().min(1, 'Name the partner who honours the coupon.').max(120, 'Keep the partner under 120 characters.'),
  value: oneLineText().trim().min(1, 'Say what the coupon is worth, e.g. "20% off".').max(120, 'Keep the value under 120 characters.'),
  /** Days a coupon stays valid after it is issued; null: no expiry. */
  validDays: z
    .number()
    .int()
    .min(1, 'A coupon must stay valid at least 1 day (or leave it empty for no expiry).')
    .max(3650)
    .nullable()
    .default(null),
  isActive: z.boolean().default(true),
});
export const createCouponRuleSchema = couponRuleFields;
export const updateCouponRuleSchema = couponRuleFields.partial();
export const couponRuleIdParamsSchema = z.object({ ruleId: z.coerce.number().int().positive() });
/** Answers read what is stored as it is (a rule saved before the one-line check must still load). */
export const adminCouponRuleSchema = couponRuleFields.extend({
  id: z.number().int(),
  createdAt: z.string(),
  title: z.string(),
  partner: z.string(),
  value: z.string(),
});
export type AdminCouponRule = z.infer<typeof adminCouponRuleSchema>;
export type CreateCouponRule = z.infer<typeof createCouponRuleSchema>;
export type UpdateCouponRule = z.infer<typeof updateCouponRuleSchema>;

export const IDENTITY_PROVIDER_CONNECTIONS = ['corporate', 'google', 'microsoft', 'apple', 'facebook', 'github'] as const;

const url = oneLineText().trim().url('Enter a full https:// address.').max(500).nullable();
const providerFields = z.object({
  connection: z.enum(IDENTITY_PROVIDER_CONNECTIONS, {
    message: 'Pick a connection: corporate, google, microsoft, apple, facebook or github.',
  }),
  issuer: url.default(null),
  authorizationEndpoint: url.default(null),
  tokenEndpoint: url.default(null),
  userInfoEndpoint: url.default(null),
  emailsEndpoint: url.default(null),
  clientId: oneLineText().trim().min(1, 'Enter the client id the provider gave you.').max(300),
  scopes: oneLineText().trim().max(500).nullable().default(null),
  isEnabled: z.boolean().default(true),
});
/**
 * The client secret itself: write-only. The server stores it encrypted and never sends it back
 * (answers say only `secretConfigured`); null removes it.
 */
const clientSecret = oneLineText()
  .trim()
  .min(1, 'Enter the client secret the provider gave you, or leave it out to keep the current one.')
  .max(8192, 'A client secret is at most 8192 characters.')
  .nullable();
/**
 * Naming a server variable was how secrets were set before; a tenant admin could name another
 * tenant's variable, so it is refused with a message saying what to do instead.
 */
const clientSecretEnv = z
  .never({
    message:
      'Secret variables are no longer named here. Enter the client secret itself (it is stored encrypted and never shown again), or ask the server operator to set it for this site.',
  })
  .optional();
export const createIdentityProviderSchema = providerFields.extend({ clientSecret: clientSecret.default(null), clientSecretEnv }).strict();
export const updateIdentityProviderSchema = providerFields
  .omit({ connection: true })
  .partial()
  .extend({ clientSecret: clientSecret.optional(), clientSecretEnv })
  .strict();
export type CreateIdentityProviderInput = z.input<typeof createIdentityProviderSchema>;
export type UpdateIdentityProviderInput = z.input<typeof updateIdentityProviderSchema>;
export const identityProviderIdParamsSchema = z.object({ providerId: z.coerce.number().int().positive() });
export const adminIdentityProviderSchema = providerFields.extend({
  id: z.number().int(),
  /** Whether this provider has a client secret: stored for it, or set by the operator (never shown). */
  secretConfigured: z.boolean(),
  /** The one server variable the operator may set instead for this site and connection (SSO_SECRET_<SITE>_<CONNECTION>). */
  secretVariable: z.string(),
  createdAt: z.string(),
});
export type AdminIdentityProvider = z.infer<typeof adminIdentityProviderSchema>;
