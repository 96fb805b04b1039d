import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerConsoleGuard } from '../../http/authentication/authentication';
import { gatedByModule } from '../../http/module-gate';
import { adminBlogPostRoutes } from './admin-content/admin-blog-posts.routes';
import { adminGalleryRoutes } from './admin-content/admin-gallery.routes';
import { adminCompanyRoutes } from './admin-companies/admin-companies.routes';
import { adminEventRoutes } from './admin-events/admin-events.routes';
import { adminRegistrationRoutes } from './admin-registrations/admin-registrations.routes';
import { adminResultRoutes } from './admin-results/admin-results.routes';
import { couponRuleRoutes } from './admin-tenant/coupon-rules.routes';
import { identityProviderRoutes } from './admin-tenant/identity-providers.routes';
import { tenantSettingsRoutes } from './admin-tenant/tenant-settings.routes';
import { adminUserRoutes } from './admin-users/admin-users.routes';
import { staffAssignmentRoutes } from './admin-users/staff-assignments.routes';
import { auditLogRoutes } from './audit-log/audit-log.routes';
import { adminIntegrationsRoutes } from '../integrations/integrations.routes';
import { adminPaymentRoutes } from '../payments/admin-payments.routes';
import { tournamentAdminRoutes } from '../tournaments/tournaments.routes';

/** Everything under /api/admin: admins of this tenant only, checked once here for every route. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('console', null as never);
  registerConsoleGuard(app, 'admin');
  await app.register(adminEventRoutes);
  await app.register(adminRegistrationRoutes);
  await app.register(adminResultRoutes);
  await app.register(adminUserRoutes);
  await app.register(staffAssignmentRoutes);
  await app.register(adminCompanyRoutes);
  await app.register(tenantSettingsRoutes);
  await app.register(adminBlogPostRoutes);
  await app.register(adminGalleryRoutes);
  await app.register(gatedByModule('coupons', couponRuleRoutes));
  await app.register(gatedByModule('ssoProviders', identityProviderRoutes));
  await app.register(auditLogRoutes);
  await app.register(adminIntegrationsRoutes);
  await app.register(gatedByModule('payments', adminPaymentRoutes));
  await app.register(gatedByModule('tournaments', tournamentAdminRoutes));
};
