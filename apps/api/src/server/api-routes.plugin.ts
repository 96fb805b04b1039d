import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DemoIdentityProvider } from '../features/sso/demo-identity-provider';
import { registerSameOriginGuard } from '../http/same-origin-guard';
import { registerAuthentication } from '../http/authentication/authentication';
import { notificationRoutes } from '../features/notifications';
import { tenantRoutes } from '../features/tenants/tenant.routes';
import { brandFileRoutes } from '../features/tenants/brand-files.routes';
import { healthRoutes } from '../features/health';
import { contactRoutes } from '../features/contact';
import { checkInRoutes } from '../features/check-in/check-in.routes';
import { checkInCodeRoutes } from '../features/check-in/checkin-codes.routes';
import { publicEventRoutes } from '../features/check-in/public-events.routes';
import { kioskRoutes } from '../features/kiosk/kiosk.routes';
import { authRoutes } from '../features/auth/auth.routes';
import { mfaRoutes } from '../features/mfa/mfa.routes';
import { eventRoutes } from '../features/events/events.routes';
import { registerPublicCaching } from '../features/events';
import { calendarRoutes, publicCalendarRoutes } from '../features/calendars/calendars.routes';
import { publicAnnouncementRoutes } from '../features/announcements/announcements.routes';
import { standingsRoutes } from '../features/tournaments/standings.routes';
import { eventLiveRoutes } from '../features/tournaments/live.routes';
import { blogRoutes } from '../features/blogs';
import { registrationRoutes } from '../features/registrations/registrations.routes';
import { waitlistRoutes } from '../features/registrations/waitlist.routes';
import { teamInviteRoutes } from '../features/registrations/team-invites.routes';
import { couponRoutes } from '../features/coupons/coupons.routes';
import { profileRoutes } from '../features/profile/profile.routes';
import { dataRightsRoutes } from '../features/data-rights/data-rights.routes';
import { emailRoutes } from '../features/email/email.routes';
import { emailVerificationRoutes } from '../features/email-verification';
import { integrationsRoutes } from '../features/integrations';
import { ssoRoutes } from '../features/sso/sso.routes';
import { listConfiguredConnections, providerSettingsDeps } from '../features/sso';
import { adminRoutes, galleryFileRoutes } from '../features/admin';
import { staffRoutes } from '../features/staff/staff.routes';
import { certificateRoutes } from '../features/certificates/certificates.routes';
import { isEventInStaffScope } from '../http/staff-scope';
import { requireRouteCacheDeclarations } from '../http/route-cache';
import { registerPrivateByDefault, registerPublicCacheInvalidation } from '../features/public-cache/invalidate-on-write';
import { paymentRoutes } from '../features/payments/payments.routes';
import { paymentWebhookRoutes } from '../features/payments/webhooks.routes';
import { platformRoutes, registerSuspendedTenantGate } from '../features/operators';
import { invitationLookupRoutes } from '../features/invitations';
import { gatedByModule } from '../http/module-gate';

/** Paths under /api that never need a tenant (liveness must answer even when the database is down). */
const TENANTLESS_PATHS = new Set(['/api/health', '/api/ready', '/api/metrics']);

export interface ApiRoutesOptions {
  /** The local OpenID provider of `npm start` (DEMO_IDENTITY_PROVIDER), when it runs. */
  demoIdentityProvider: DemoIdentityProvider | undefined;
}

/**
 * Every route under /api, after what they all share: the tenant of the request, the suspended-site
 * gate, the same-origin guard, `config.auth`, private caching by default, `config.cache` and the
 * public read cache. Encapsulated: its hooks apply to /api only.
 */
const apiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (api, { demoIdentityProvider }) => {
  const context = api.deps;
  const { config } = context;

  api.addHook('onRequest', async (request) => {
    const pathOnly = request.url.split('?')[0]!;
    if (TENANTLESS_PATHS.has(pathOnly) || pathOnly.startsWith('/api/docs')) return;
    request.tenant = await context.tenants.resolve(request.host);
  });
  // A suspended site answers only its configuration and landing state (features/operators).
  registerSuspendedTenantGate(api);
  // A state-changing call authenticated only by the cookie must come from our own origin.
  registerSameOriginGuard(api, config.CORS_ORIGINS);
  // Each route's `config.auth` decides who may call it (request.session for its handler).
  registerAuthentication(api);
  registerPrivateByDefault(api);
  // Each route's `config.cache` says what it does to the public cache (checked when ready).
  requireRouteCacheDeclarations(api);
  registerPublicCacheInvalidation(api);
  await registerPublicCaching(api);
  await api.register(healthRoutes);
  await api.register(tenantRoutes, {
    listSignInConnections: (tenant) => listConfiguredConnections(context.db, providerSettingsDeps(context), tenant),
  });
  await api.register(contactRoutes);
  await api.register(eventRoutes);
  await api.register(publicCalendarRoutes);
  await api.register(calendarRoutes);
  await api.register(publicAnnouncementRoutes);
  await api.register(gatedByModule('tournaments', standingsRoutes));
  await api.register(eventLiveRoutes);
  await api.register(blogRoutes);
  await api.register(registrationRoutes);
  await api.register(waitlistRoutes);
  await api.register(teamInviteRoutes);
  await api.register(gatedByModule('payments', paymentRoutes));
  await api.register(paymentWebhookRoutes);
  await api.register(gatedByModule('coupons', couponRoutes));
  await api.register(profileRoutes);
  await api.register(dataRightsRoutes);
  await api.register(emailRoutes);
  await api.register(emailVerificationRoutes);
  await api.register(integrationsRoutes);
  await api.register(mfaRoutes);
  await api.register(checkInRoutes);
  await api.register(certificateRoutes);
  await api.register(notificationRoutes);
  await api.register(checkInCodeRoutes);
  // A kiosk's code is read only while its starter still works its event (the staff feature's scope).
  await api.register(kioskRoutes, { prefix: '/kiosk', isEventInStarterScope: isEventInStaffScope });
  await api.register(publicEventRoutes);
  await api.register(authRoutes);
  await api.register(invitationLookupRoutes);
  await api.register(ssoRoutes, { demo: demoIdentityProvider });
  await api.register(galleryFileRoutes);
  await api.register(brandFileRoutes);
  await api.register(adminRoutes, { prefix: '/admin' });
  await api.register(staffRoutes, { prefix: '/staff' });
  await api.register(platformRoutes, { prefix: '/platform' });
};

/** The named, dependency-checked wrapper: fastify-plugin would ignore a prefix, so it mounts the routes under /api itself. */
const mountApiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (app, options) => {
  await app.register(apiRoutes, { ...options, prefix: '/api' });
};

export const apiRoutesPlugin = fp(mountApiRoutes, {
  name: 'podium-api-routes',
  fastify: '5.x',
  // The OpenAPI document collects the routes as they are declared, so it comes first.
  dependencies: ['podium-context', 'podium-security-headers', 'podium-api-docs'],
});
