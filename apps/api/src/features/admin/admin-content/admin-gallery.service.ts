import type { AdminGalleryImage } from '@podium/contracts/admin/admin-content';
import type { Database } from '../../../db/client';
import { DomainError } from '../../../errors/domain-error';
import type { Clock } from '../../../platform/clock';
import type { PictureStore } from '../../../platform/picture-store/picture-store';
import { consumeRateLimit } from '../../../platform/rate-limit/rate-limiter';
import { UPLOAD_RATE_LIMITED_MESSAGE, UPLOAD_RATE_LIMITS } from '../../../platform/images/upload-rate-limits';
import { writeAuditEntry } from '../../../platform/audit/write-audit-entry';
import { deleteGalleryImage, findGalleryImage, insertGalleryImage, type GalleryImageRow } from './admin-gallery.repository';
import { isTenantEvent } from './content-event.repository';
import { GALLERY_FILE_PATTERN, GALLERY_URL_PREFIX, galleryKey, storeGalleryImage } from './gallery-image';

export interface GalleryDeps {
  db: Database;
  clock: Clock;
  pictures: PictureStore;
}
type Actor = { tenantId: number; userId: number };

export const presentGalleryImage = (row: GalleryImageRow): AdminGalleryImage => ({ ...row });

export async function requireTenantEvent(db: Database, tenantId: number, eventId: number): Promise<void> {
  if (!(await isTenantEvent(db, tenantId, eventId))) throw new DomainError('NOT_FOUND', 'Event not found on this site.');
}

/** One upload slot of the person's gallery allowance (60 per 10 minutes), claimed before the body is read. */
export async function claimGalleryUpload(deps: GalleryDeps, uploaderId: number): Promise<void> {
  await consumeRateLimit(
    deps.db,
    `gallery-image:user:${uploaderId}`,
    UPLOAD_RATE_LIMITS.galleryImage,
    deps.clock.now(),
    UPLOAD_RATE_LIMITED_MESSAGE,
  );
}

/** Stores the re-encoded picture and adds it last to the event's gallery; audited. */
export async function addGalleryImage(
  deps: GalleryDeps,
  actor: Actor,
  eventId: number,
  upload: { bytes: Buffer; caption: string },
): Promise<GalleryImageRow> {
  const stored = await storeGalleryImage(deps.pictures, eventId, upload.bytes);
  return deps.db.transaction(async (tx) => {
    const created = await insertGalleryImage(tx, {
      eventId,
      url: `${GALLERY_URL_PREFIX}${stored.fileName}`,
      caption: upload.caption,
      width: stored.width,
      height: stored.height,
    });
    await writeAuditEntry(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      action: 'gallery-image.added',
      entity: 'gallery_image',
      entityId: created.id,
      before: null,
      after: presentGalleryImage(created),
      at: deps.clock.now(),
    });
    return created;
  });
}

/** Removes a picture of this tenant's event (row, audit, then its file). */
export async function removeGalleryImage(deps: GalleryDeps, actor: Actor, eventId: number, imageId: number): Promise<GalleryImageRow> {
  await requireTenantEvent(deps.db, actor.tenantId, eventId);
  const before = await findGalleryImage(deps.db, eventId, imageId);
  if (!before) throw new DomainError('NOT_FOUND', 'Picture not found in this gallery.');
  await deps.db.transaction(async (tx) => {
    await deleteGalleryImage(tx, before.id);
    await writeAuditEntry(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      action: 'gallery-image.removed',
      entity: 'gallery_image',
      entityId: before.id,
      before: presentGalleryImage(before),
      after: null,
      at: deps.clock.now(),
    });
  });
  const fileName = before.url.startsWith(GALLERY_URL_PREFIX) ? before.url.slice(GALLERY_URL_PREFIX.length) : '';
  if (GALLERY_FILE_PATTERN.test(fileName)) await deps.pictures.remove(galleryKey(fileName)).catch(() => undefined);
  return before;
}
