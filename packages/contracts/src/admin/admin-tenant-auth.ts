import { z } from 'zod';

export const COUPON_RULE_TRIGGERS = ['registration', 'check-in', 'medal'] as const;

const couponRuleFields = z.object({
  trigger: z.enum(COUPON_RULE_TRIGGERS, { message: 'Pick when the coupon is given: registration, check-in or medal.' }),
  title: z.string().trim().min(1, 'Give the coupon a title.').max(120, 'Keep the title under 120 characters.'),
  partner: z.string().trim().min(1, 'Name the partner who honours the coupon.').max(120, 'Keep the partner under 120 characters.'),
  value: z.string().trim().min(1, 'Say what the coupon is worth, e.g. "20% off".').max(120, 'Keep the value under 120 characters.'),
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
export const adminCouponRuleSchema = couponRuleFields.extend({ id: z.number().int(), createdAt: z.string() });
export type AdminCouponRule = z.infer<typeof adminCouponRuleSchema>;

export const IDENTITY_PROVIDER_CONNECTIONS = ['corporate', 'google', 'microsoft', 'apple', 'facebook', 'github'] as const;

const url = z.string().trim().url('Enter a full https:// address.').max(500).nullable();
const providerFields = z.object({
  connection: z.enum(IDENTITY_PROVIDER_CONNECTIONS, {
    message: 'Pick a connection: corporate, google, microsoft, apple, facebook or github.',
  }),
  issuer: url.default(null),
  authorizationEndpoint: url.default(null),
  tokenEndpoint: url.default(null),
  userInfoEndpoint: url.default(null),
  emailsEndpoint: url.default(null),
  clientId: z.string().trim().min(1, 'Enter the client id the provider gave you.').max(300),
  /**
   * The NAME of the environment variable holding the client secret (SSO_SECRET_...); the secret
   * itself is never sent to nor stored by Podium.
   */
  clientSecretEnv: z
    .string()
    .trim()
    .regex(
      /^SSO_SECRET_[A-Z0-9_]+$/,
      'Enter the name of the environment variable that holds the secret, e.g. SSO_SECRET_GOOGLE (not the secret itself).',
    )
    .nullable()
    .default(null),
  scopes: z.string().trim().max(500).nullable().default(null),
  isEnabled: z.boolean().default(true),
});
export const createIdentityProviderSchema = providerFields.strict();
export const updateIdentityProviderSchema = providerFields.omit({ connection: true }).partial().strict();
export const identityProviderIdParamsSchema = z.object({ providerId: z.coerce.number().int().positive() });
export const adminIdentityProviderSchema = providerFields.extend({
  id: z.number().int(),
  /** Whether the named environment variable is set on this server (its value is never shown). */
  secretConfigured: z.boolean(),
  createdAt: z.string(),
});
export type AdminIdentityProvider = z.infer<typeof adminIdentityProviderSchema>;
