import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventIdParamsSchema } from '@podium/contracts/admin/admin-events';
import { GALLERY_IMAGE_MAX_BYTES, adminGalleryImageSchema, galleryImageParamsSchema } from '@podium/contracts/admin/admin-content';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { DomainError } from '../../../errors/domain-error';
import { actorOf } from '../../../http/authentication/authentication';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { success } from '../../../http/success';
import { listGalleryImages } from './admin-gallery.repository';
import {
  addGalleryImage,
  claimGalleryUpload,
  presentGalleryImage,
  removeGalleryImage,
  requireTenantEvent,
  type GalleryDeps,
} from './admin-gallery.service';

const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });
const BAD_FORM = 'Send the picture as multipart/form-data in a field named "file" (and optionally a "caption" field).';

/** /api/admin/events/{eventId}/gallery: an event's photo gallery (admins only). */
export const adminGalleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, pictures } = app.deps;
  const deps: GalleryDeps = { db, clock, pictures };
  await app.register(fastifyMultipart, { limits: { fileSize: GALLERY_IMAGE_MAX_BYTES, files: 1, fields: 1, fieldSize: 1000 } });

  app.get(
    '/events/:eventId/gallery',
    {
      schema: {
        ...meta("An event's gallery pictures in order"),
        params: eventIdParamsSchema,
        response: { 200: successEnvelope(z.array(adminGalleryImageSchema)), ...consoleRefusals },
      },
    },
    async (request) => {
      await requireTenantEvent(db, request.tenant.id, request.params.eventId);
      return success((await listGalleryImages(db, request.params.eventId)).map(presentGalleryImage));
    },
  );

  app.post(
    '/events/:eventId/gallery',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta(
          'Add a picture to the gallery (multipart: `file` JPEG or PNG up to 10 MB and 25 megapixels, optional `caption`; 60 per admin per 10 minutes); re-encoded as JPEG',
        ),
        consumes: ['multipart/form-data'],
        params: eventIdParamsSchema,
        response: {
          200: successEnvelope(adminGalleryImageSchema),
          ...consoleRefusals,
          413: consoleRefusals[400],
          429: consoleRefusals[400],
        },
      },
    },
    async (request) => {
      await requireTenantEvent(db, request.tenant.id, request.params.eventId);
      if (!request.isMultipart()) throw new DomainError('VALIDATION_FAILED', BAD_FORM);
      await claimGalleryUpload(deps, request.session.user.id);
      let bytes: Buffer | undefined;
      let caption = '';
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === 'file') {
            if (!['image/jpeg', 'image/png'].includes(part.mimetype))
              throw new DomainError('VALIDATION_FAILED', 'Upload a JPEG or PNG picture.');
            bytes = await part.toBuffer().catch(() => {
              throw new DomainError('PAYLOAD_TOO_LARGE', 'This picture is larger than 10 MB. Choose a smaller one.');
            });
          } else if (part.type === 'field' && part.fieldname === 'caption') {
            caption = String(part.value).trim().slice(0, 300);
          }
        }
      } catch (error) {
        if (error instanceof DomainError) throw error;
        // A body without a boundary, broken framing or too many parts is the sender's mistake.
        throw new DomainError('VALIDATION_FAILED', BAD_FORM);
      }
      if (!bytes) throw new DomainError('VALIDATION_FAILED', 'Choose a picture to upload.');
      const row = await addGalleryImage(deps, actorOf(request), request.params.eventId, { bytes, caption });
      return success(presentGalleryImage(row), 'Picture added to the gallery');
    },
  );

  app.delete(
    '/events/:eventId/gallery/:imageId',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Remove a picture from the gallery'),
        params: galleryImageParamsSchema,
        response: { 200: successEnvelope(adminGalleryImageSchema), ...consoleRefusals },
      },
    },
    async (request) =>
      success(
        presentGalleryImage(await removeGalleryImage(deps, actorOf(request), request.params.eventId, request.params.imageId)),
        'Picture removed',
      ),
  );
};
