import fastifyMultipart from '@fastify/multipart';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventIdParamsSchema } from '@podium/contracts/admin/admin-events';
import {
  GALLERY_IMAGE_MAX_BYTES,
  adminGalleryImageSchema,
  galleryImageParamsSchema,
  type AdminGalleryImage,
} from '@podium/contracts/admin/admin-content';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { events, galleryImages } from '../../../db/schema/index';
import { DomainError } from '../../../errors/domain-error';
import { consumeRateLimit } from '../../../platform/rate-limit/rate-limiter';
import { UPLOAD_RATE_LIMITED_MESSAGE, UPLOAD_RATE_LIMITS } from '../../../platform/images/upload-rate-limits';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { writeAuditEntry } from '../../../platform/audit/write-audit-entry';
import { GALLERY_FILE_PATTERN, GALLERY_URL_PREFIX, galleryKey, storeGalleryImage } from './gallery-image';
import { success } from '../../../http/success';

const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });
const present = (row: typeof galleryImages.$inferSelect): AdminGalleryImage => ({ ...row });
const BAD_FORM = 'Send the picture as multipart/form-data in a field named "file" (and optionally a "caption" field).';

/** /api/admin/events/{eventId}/gallery: an event's photo gallery (admins only). */
export const adminGalleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  await app.register(fastifyMultipart, { limits: { fileSize: GALLERY_IMAGE_MAX_BYTES, files: 1, fields: 1, fieldSize: 1000 } });

  async function requireEvent(tenantId: number, eventId: number): Promise<void> {
    const [row] = await db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.tenantId, tenantId)));
    if (!row) throw new DomainError('NOT_FOUND', 'Event not found on this site.');
  }

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
      await requireEvent(request.tenant.id, request.params.eventId);
      const rows = await db
        .select()
        .from(galleryImages)
        .where(eq(galleryImages.eventId, request.params.eventId))
        .orderBy(asc(galleryImages.sortOrder), asc(galleryImages.id));
      return success(rows.map(present));
    },
  );

  app.post(
    '/events/:eventId/gallery',
    {
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
      await requireEvent(request.tenant.id, request.params.eventId);
      if (!request.isMultipart()) throw new DomainError('VALIDATION_FAILED', BAD_FORM);
      const uploader = request.session.user.id;
      await consumeRateLimit(
        db,
        `gallery-image:user:${uploader}`,
        UPLOAD_RATE_LIMITS.galleryImage,
        clock.now(),
        UPLOAD_RATE_LIMITED_MESSAGE,
      );
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
      const stored = await storeGalleryImage(app.deps.pictures, request.params.eventId, bytes);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(galleryImages)
          .values({
            eventId: request.params.eventId,
            url: `${GALLERY_URL_PREFIX}${stored.fileName}`,
            caption,
            width: stored.width,
            height: stored.height,
            // New pictures go last.
            sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from gallery_images where event_id = ${request.params.eventId})`,
          })
          .returning();
        await writeAuditEntry(tx, {
          tenantId: request.tenant.id,
          actorUserId: request.session.user.id,
          action: 'gallery-image.added',
          entity: 'gallery_image',
          entityId: created!.id,
          before: null,
          after: present(created!),
          at: clock.now(),
        });
        return created!;
      });
      return success(present(row), 'Picture added to the gallery');
    },
  );

  app.delete(
    '/events/:eventId/gallery/:imageId',
    {
      schema: {
        ...meta('Remove a picture from the gallery'),
        params: galleryImageParamsSchema,
        response: { 200: successEnvelope(adminGalleryImageSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      await requireEvent(request.tenant.id, request.params.eventId);
      const [before] = await db
        .select()
        .from(galleryImages)
        .where(and(eq(galleryImages.id, request.params.imageId), eq(galleryImages.eventId, request.params.eventId)));
      if (!before) throw new DomainError('NOT_FOUND', 'Picture not found in this gallery.');
      await db.transaction(async (tx) => {
        await tx.delete(galleryImages).where(eq(galleryImages.id, before.id));
        await writeAuditEntry(tx, {
          tenantId: request.tenant.id,
          actorUserId: request.session.user.id,
          action: 'gallery-image.removed',
          entity: 'gallery_image',
          entityId: before.id,
          before: present(before),
          after: null,
          at: clock.now(),
        });
      });
      const fileName = before.url.startsWith(GALLERY_URL_PREFIX) ? before.url.slice(GALLERY_URL_PREFIX.length) : '';
      if (GALLERY_FILE_PATTERN.test(fileName)) await app.deps.pictures.remove(galleryKey(fileName)).catch(() => undefined);
      return success(present(before), 'Picture removed');
    },
  );
};
