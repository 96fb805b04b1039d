import { z } from 'zod';
import { brandingSchema } from '../branding/branding';
import { tenantModulesSchema } from '../platform/tenant-modules';

/** Feature flags of a tenant, nested as the spec names them (`modules.about`, `corporateOlympics.teams`, ...). */
export const featureFlagsSchema = z.object({
  modules: z.object({
    about: z.boolean(),
    blogs: z.boolean(),
    contact: z.boolean(),
    eventCalendar: z.boolean(),
    myCoupons: z.boolean(),
    myRegistrations: z.boolean(),
    qrCode: z.boolean(),
    security: z.boolean(),
  }),
  corporateOlympics: z.object({
    about: z.boolean(),
    newsBlog: z.boolean(),
    teams: z.boolean(),
    allGames: z.boolean(),
    medalTally: z.boolean(),
    results: z.boolean(),
    gallery: z.boolean(),
    fixtures: z.boolean(),
    register: z.boolean(),
  }),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export const authProvidersSchema = z.object({
  providers: z.object({
    phoneAuth: z.boolean(),
    google: z.boolean(),
    microsoft: z.boolean(),
    apple: z.boolean(),
    facebook: z.boolean(),
    github: z.boolean(),
  }),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

export const siteSettingsSchema = z.object({
  logo: z.string(),
  siteTitle: z.string(),
  favicon: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const citySchema = z.object({ id: z.number().int(), name: z.string() });
export type City = z.infer<typeof citySchema>;

/** How a tenant admits people who sign in (the sign-in issue and the SSO issue read it). */
export const SIGN_IN_POLICIES = ['open', 'registeredOnly', 'preRegisteredOnly', 'noSelfRegistration'] as const;
export const signInPolicySchema = z.enum(SIGN_IN_POLICIES);
export type SignInPolicy = z.infer<typeof signInPolicySchema>;

/** `GET /api/tenant-config`: what the web app needs to render this tenant before anyone signs in. */
export const tenantConfigSchema = z.object({
  tenant: z.object({
    slug: z.string(),
    name: z.string(),
    isMainClubHost: z.boolean(),
    /** `platform` on the operator host (issue 29): its home is the operator console. Optional for older answers. */
    kind: z.enum(['company', 'platform']).optional(),
  }),
  featureFlags: featureFlagsSchema,
  /** Modules the platform operator turned on (issue 29); an off module's flags are off too. */
  modules: tenantModulesSchema,
  authProviders: authProvidersSchema,
  auth: z.object({ auth0: z.object({ enabled: z.boolean() }) }),
  sso: z.object({ allowedDomains: z.array(z.string()) }),
  /**
   * Who may sign in (issue 30): the phone step states a restrictive policy as a rule of the site up
   * front, so an unregistered number is not left waiting for a code that never comes. Optional for
   * older answers.
   */
  signInPolicy: signInPolicySchema.optional(),
  settings: siteSettingsSchema,
  cities: z.array(citySchema),
  defaultCity: citySchema.nullable(),
  captcha: z.object({
    provider: z.enum(['altcha', 'turnstile', 'hcaptcha', 'recaptcha', 'none']),
    siteKey: z.string().optional(),
  }),
  /** The site's name, logo, colours (with the readable text colour for each) and app icons. */
  branding: brandingSchema,
});
export type TenantConfig = z.infer<typeof tenantConfigSchema>;

/** `GET /api/user/landing`. */
export const landingSchema = z.object({ maintenance: z.boolean() });

export const ALL_FLAGS_ON: FeatureFlags = {
  modules: {
    about: true,
    blogs: true,
    contact: true,
    eventCalendar: true,
    myCoupons: true,
    myRegistrations: true,
    qrCode: true,
    security: true,
  },
  corporateOlympics: {
    about: true,
    newsBlog: true,
    teams: true,
    allGames: true,
    medalTally: true,
    results: true,
    gallery: true,
    fixtures: true,
    register: true,
  },
};
