import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error';
import { BRAND_FILE_PATTERN, brandFileKey } from './brand-logo';

/**
 * GET /api/uploads/branding/{fileName}: a tenant's logo and app icons, read through the picture
 * store so they stay on our origin. Public (the sign-in page shows the logo); names are unique per
 * upload, so each file is cached for good.
 */
export const brandFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/branding/:fileName',
    {
      schema: {
        tags: ['tenant'],
        summary: "A site's logo or app icon (PNG, cached for good)",
        params: z.object({ fileName: z.string().regex(BRAND_FILE_PATTERN, 'is not a logo or icon name') }),
      },
    },
    async (request, reply) => {
      const bytes = await app.deps.pictures.get(brandFileKey(request.params.fileName));
      if (!bytes) throw new DomainError('NOT_FOUND', 'This logo was not found.');
      return reply.type('image/png').header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
    },
  );
};
