import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRAND_LOGO_MAX_BYTES, brandingSchema, updateBrandingSchema } from '@podium/contracts/branding/branding';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { DomainError } from '../../../errors/domain-error';
import { actorOf } from '../../../http/authentication/authentication';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { success } from '../../../http/success';
import { UPLOAD_RATE_LIMITED_MESSAGE, UPLOAD_RATE_LIMITS } from '../../../platform/images/upload-rate-limits';
import { consumeRateLimit } from '../../../platform/rate-limit/rate-limiter';
import { presentBranding, replaceTenantLogo, updateTenantBranding } from '../../tenants';
import { findTenant } from './tenant-settings.repository';

const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });
const BAD_FORM = 'Send the logo as multipart/form-data in a field named "file".';
const fileRefusal = (message: string) => new DomainError('VALIDATION_FAILED', message, { fields: { file: [message] } });

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
      schema: {
        ...meta(
          'Replace the logo (multipart: `file` PNG or SVG up to 2 MB and 25 megapixels); stored as PNG with the app icons made from it',
        ),
        consumes: ['multipart/form-data'],
        response: { ...answer, 429: consoleRefusals[400] },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw fileRefusal(BAD_FORM);
      const actor = actorOf(request);
      await consumeRateLimit(db, `brand-logo:user:${actor.userId}`, UPLOAD_RATE_LIMITS.brandLogo, clock.now(), UPLOAD_RATE_LIMITED_MESSAGE);
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file' || part.fieldname !== 'file') continue;
          bytes = await part.toBuffer().catch(() => {
            throw fileRefusal('This logo is larger than 2 MB. Choose a smaller file.');
          });
        }
      } catch (error) {
        if (error instanceof DomainError) throw error;
        // A body without a boundary, broken framing or too many parts is the sender's mistake.
        throw fileRefusal(BAD_FORM);
      }
      if (!bytes || bytes.length === 0) throw fileRefusal('Choose a PNG or SVG logo to upload.');
      const updated = await replaceTenantLogo({ db, pictures }, actor.tenantId, bytes, {
        actorUserId: actor.userId,
        at: clock.now(),
      }).catch((error: unknown) => {
        // An unreadable or refused picture: its message goes under the file field.
        if (error instanceof DomainError && error.code === 'VALIDATION_FAILED') throw fileRefusal(error.message);
        throw error;
      });
      resolver.invalidate();
      return success(presentBranding(updated), 'Logo saved');
    },
  );
};
