import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../errors/domain-error';
import { GALLERY_FILE_PATTERN, galleryKey } from './gallery-image';

/** GET /api/uploads/gallery/{fileName}: public gallery pictures, read through the store so they stay on our origin. */
export const galleryFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/gallery/:fileName',
    {
      schema: {
        tags: ['gallery'],
        summary: 'A stored gallery picture (names are unique per upload, so it is cached for good)',
        params: z.object({ fileName: z.string().regex(GALLERY_FILE_PATTERN, 'is not a picture name') }),
      },
    },
    async (request, reply) => {
      const bytes = await app.deps.pictures.get(galleryKey(request.params.fileName));
      if (!bytes) throw new DomainError('NOT_FOUND', 'This picture was not found.');
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
    },
  );
};
