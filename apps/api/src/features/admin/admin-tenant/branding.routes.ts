import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRAND_LOGO_MAX_BYTES, brandingSchema, updateBrandingSchema } from '@podium/contracts/branding/branding';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { actorOf } from '../../../http/authentication/authentication';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { success } from '../../../http/success';
import { UPLOAD_RATE_LIMITED_MESSAGE, UPLOAD_RATE_LIMITS } from '../../../platform/images/upload-rate-limits';
import { consumeRateLimit } from '../../../platform/rate-limit/rate-limiter';
import { presentBranding, readLogoUpload, replaceTenantLogoFromUpload, updateTenantBranding } from '../../tenants';
import { findTenant } from './tenant-settings.repository';

const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

/** /api/admin/branding: this site's name, logo and colours (admins of this tenant only). */
export const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, pictures, tenants: resolver } = app.deps;
  const answer = { 200: successEnvelope(brandingSchema), ...consoleRefusals };
  await app.register(fastifyMultipart, { limits: { fileSize: BRAND_LOGO_MAX_BYTES, files: 1, fields: 0 } });

  app.get('/branding', { schema: { ...meta("This site's name, logo and colours"), response: answer } }, async (request) =>
    success(presentBranding((await findTenant(db, request.tenant.id))!)),
  );

  app.patch(
    '/branding',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta("Change this site's name or colours (only the parts sent; a colour text cannot be read on is refused)"),
        body: updateBrandingSchema,
        response: answer,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const updated = await updateTenantBranding(db, actor.tenantId, request.body, { actorUserId: actor.userId, at: clock.now() });
      // This replica forgets its cached tenant now; others within the resolver's few seconds.
      resolver.invalidate();
      return success(presentBranding(updated), 'Branding saved');
    },
  );

  app.post(
    '/branding/logo',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta(
          'Replace the logo (multipart: `file` PNG or SVG up to 2 MB and 25 megapixels); stored as PNG with the app icons made from it',
        ),
        consumes: ['multipart/form-data'],
        response: { ...answer, 429: consoleRefusals[400] },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const bytes = await readLogoUpload(request, () =>
        consumeRateLimit(db, `brand-logo:user:${actor.userId}`, UPLOAD_RATE_LIMITS.brandLogo, clock.now(), UPLOAD_RATE_LIMITED_MESSAGE),
      );
      const updated = await replaceTenantLogoFromUpload({ db, pictures }, actor.tenantId, bytes, {
        actorUserId: actor.userId,
        at: clock.now(),
      });
      resolver.invalidate();
      return success(presentBranding(updated), 'Logo saved');
    },
  );
};
