/** What other features may use of the platform (operators above tenants); its other files are its own. */
export { platformRoutes } from './platform.routes';
export { registerSuspendedTenantGate } from './suspended-tenant-gate';
export { addOperator, ensureOperator } from './add-operator';
export { bootstrapOperator } from './bootstrap-operator';
export { createCompanyTenant, type PlatformTenantsDeps } from './platform-tenants.service';
export { COMMAND_LINE_ACTOR } from './platform-actor';
export { purgeDueTenants, tenantPurgeJob } from './tenant-deletion';
