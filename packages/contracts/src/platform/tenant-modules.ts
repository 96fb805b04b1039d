import { z } from 'zod';

/**
 * Parts of Podium an operator turns on or off per tenant (issue 29). A tenant admin cannot change
 * them. Off means: the web app hides the module and its API answers 404 MODULE_OFF.
 */
export const tenantModulesSchema = z.strictObject({
  /** The Corporate Olympics microsite (/olympics pages and their reads). */
  olympicsMicrosite: z.boolean(),
  /** Entry fees, orders and refunds. */
  payments: z.boolean(),
  /** Draws, fixtures, scores and standings. */
  tournaments: z.boolean(),
  /** Coupons and coupon rules. */
  coupons: z.boolean(),
  /** Sign-in with identity providers (Google, Microsoft, corporate OpenID). */
  ssoProviders: z.boolean(),
});
export type TenantModules = z.infer<typeof tenantModulesSchema>;

/** Every module on: existing tenants keep what they had. */
export const ALL_MODULES_ON: TenantModules = {
  olympicsMicrosite: true,
  payments: true,
  tournaments: true,
  coupons: true,
  ssoProviders: true,
};

/**
 * Where a tenant stands: `suspended` shows the maintenance page and refuses sign-ins, writes and
 * reads; `deleting` is closed the same way and is erased for good when its grace period ends
 * (restorable until then).
 */
export const TENANT_STATUSES = ['active', 'suspended', 'deleting'] as const;
export type TenantStatus = (typeof TENANT_STATUSES)[number];
