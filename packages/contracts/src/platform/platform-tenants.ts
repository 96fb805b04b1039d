import { z } from 'zod';
import { phoneSchema } from '../auth/phone';
import { INVALID_HOSTNAME_MESSAGE, isValidTenantHostname } from './hostname';
import { oneLineText } from '../text/one-line-text';
import { timeZoneText } from '../text/time-zone';
import { TENANT_STATUSES, tenantModulesSchema } from './tenant-modules';
import { brandingSchema, updateBrandingSchema } from '../branding/branding';

/** A tenant's URL name: lower-case letters, digits and hyphens, starting with a letter or digit. */
export const tenantSlugSchema = z
  .string()
  .trim()
  .min(2, 'The slug needs at least 2 characters.')
  .max(40, 'The slug can have at most 40 characters.')
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Use lower-case letters, digits and hyphens for the slug (for example initech).');

/** One host name, lower-cased before it is checked (so `Sports.Initech.com` is accepted as `sports.initech.com`). */
export const tenantHostnameSchema = z
  .string()
  .trim()
  .max(253, INVALID_HOSTNAME_MESSAGE)
  .transform((value) => value.toLowerCase().replace(/\.$/, ''))
  .refine(isValidTenantHostname, INVALID_HOSTNAME_MESSAGE);

export const tenantHostnamesSchema = z
  .array(tenantHostnameSchema)
  .min(1, 'Give the site at least one host name.')
  .max(10, 'A site can have at most 10 host names.')
  .refine((hosts) => new Set(hosts).size === hosts.length, 'A host name is listed twice.');

const tenantNameSchema = oneLineText().trim().min(2, 'Enter the company name.').max(80, 'The name can have at most 80 characters.');

/** An email domain such as initech.com (for corporate sign-in). */
const emailDomainSchema = z
  .string()
  .trim()
  .max(253)
  .transform((value) => value.toLowerCase())
  .refine(isValidTenantHostname, 'Enter email domains such as initech.com.');

const timeZoneSchema = timeZoneText();

/** `POST /api/platform/tenants`. */
export const createPlatformTenantRequestSchema = z.strictObject({
  name: tenantNameSchema,
  slug: tenantSlugSchema,
  hostnames: tenantHostnamesSchema,
  timeZone: timeZoneSchema.default('Asia/Kolkata'),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'Enter a three-letter currency code such as INR.')
    .default('INR'),
  adminPhone: phoneSchema,
  adminEmail: z.email('Enter a valid email address for the admin.').max(254).optional(),
  /** The site's name as people see it and its colours (the logo is uploaded by the site's admin). */
  branding: updateBrandingSchema.optional(),
});
export type CreatePlatformTenantRequest = z.infer<typeof createPlatformTenantRequestSchema>;

export const createPlatformTenantAnswerSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  hostnames: z.array(z.string()),
  /** One use, 7 days: the invited admin opens it on the tenant's host and signs in with the invited phone. */
  inviteUrl: z.string(),
  /** The link also went by email to `adminEmail` (false without an address, or when the mail could not be sent). */
  invitationEmailed: z.boolean(),
});

/** `PATCH /api/platform/tenants/{id}`: only the fields sent change. Status changes through suspend/resume. */
export const updatePlatformTenantRequestSchema = z.strictObject({
  name: tenantNameSchema.optional(),
  hostnames: tenantHostnamesSchema.optional(),
  modules: tenantModulesSchema.optional(),
  allowedEmailDomains: z.array(emailDomainSchema).max(50).optional(),
  branding: updateBrandingSchema.optional(),
});
export type UpdatePlatformTenantRequest = z.infer<typeof updatePlatformTenantRequestSchema>;

/** `POST /api/platform/tenants/{id}/delete`: the operator types the site's slug again. */
export const deletePlatformTenantRequestSchema = z.strictObject({
  confirmSlug: oneLineText().trim().max(200, 'A slug is at most 200 characters.'),
});
export type DeletePlatformTenantRequest = z.infer<typeof deletePlatformTenantRequestSchema>;

/** Days a deleted site can be restored in before its data is erased. */
export const TENANT_DELETION_GRACE_DAYS = 7;
/** How recent the export a deletion needs must be. */
export const TENANT_DELETION_EXPORT_MAX_AGE_HOURS = 24;

export const platformTenantIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

export const platformTenantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  hostnames: z.array(z.string()),
  status: z.enum(TENANT_STATUSES),
  modules: tenantModulesSchema,
  allowedEmailDomains: z.array(z.string()),
  timeZone: z.string(),
  currency: z.string(),
  peopleCount: z.number().int(),
  eventsCount: z.number().int(),
  /** The latest sign-in of anyone on the site, else its creation. */
  lastActivityAt: z.string(),
  createdAt: z.string(),
  /** How the site looks (name, logo, colours): the operator sets name and colours, the site's admin too. */
  branding: brandingSchema,
  /** While `deleting`: when every row and upload of the site is erased (until then it can be restored). */
  deletionDueAt: z.string().nullable(),
});
export type PlatformTenant = z.infer<typeof platformTenantSchema>;

export const platformTenantListSchema = z.object({
  tenants: z.array(platformTenantSchema),
  /** The DNS record a custom domain needs: a CNAME to this host. */
  cnameTarget: z.string().nullable(),
});

export const platformAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  tenantId: z.number().int().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export const platformAuditListSchema = z.object({ entries: z.array(platformAuditEntrySchema) });
export type PlatformAuditEntry = z.infer<typeof platformAuditEntrySchema>;

/** `GET /api/platform/me`: the signed-in operator. */
export const platformOperatorSchema = z.object({ name: z.string(), phone: z.string() });

/** `GET /api/invitations/{token}`: what the sign-in page says about a first-admin invitation link. */
export const invitationTokenParamsSchema = z.strictObject({
  // 256 random bits in base64url are 43 characters; anything else is not one of ours.
  token: z.string().regex(/^[\w-]{43}$/, 'This invitation link is not complete. Copy the whole link from the message and open it again.'),
});
export const invitationLookupSchema = z.object({
  /** `open`: signing in with the invited phone makes the person admin; `used` and `expired` do not. */
  status: z.enum(['open', 'used', 'expired']),
  siteName: z.string(),
  /** The invited phone's last two digits (never the whole number). */
  phoneEnding: z.string(),
  expiresAt: z.string(),
});
export type InvitationLookup = z.infer<typeof invitationLookupSchema>;
