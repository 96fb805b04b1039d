import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { galleryImages } from '../../../db/schema/index';

export type GalleryImageRow = typeof galleryImages.$inferSelect;

export function listGalleryImages(db: Database, eventId: number): Promise<GalleryImageRow[]> {
  return db
    .select()
    .from(galleryImages)
    .where(eq(galleryImages.eventId, eventId))
    .orderBy(asc(galleryImages.sortOrder), asc(galleryImages.id));
}

export async function findGalleryImage(db: Database, eventId: number, imageId: number): Promise<GalleryImageRow | undefined> {
  const [row] = await db
    .select()
    .from(galleryImages)
    .where(and(eq(galleryImages.id, imageId), eq(galleryImages.eventId, eventId)));
  return row;
}

/** Adds a picture last in the event's order. */
export async function insertGalleryImage(
  db: Database,
  image: { eventId: number; url: string; caption: string; width: number; height: number },
): Promise<GalleryImageRow> {
  const [created] = await db
    .insert(galleryImages)
    .values({
      ...image,
      sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from gallery_images where event_id = ${image.eventId})`,
    })
    .returning();
  return created!;
}

export async function deleteGalleryImage(db: Database, imageId: number): Promise<void> {
  await db.delete(galleryImages).where(eq(galleryImages.id, imageId));
}
