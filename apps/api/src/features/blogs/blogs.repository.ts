import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogPosts, cities, events } from '../../db/schema/index';

const columns = {
  post: blogPosts,
  eventName: events.name,
  eventSlug: events.slug,
  cityName: cities.name,
};

/** Published posts of a tenant (optionally of one event), newest first. */
export async function listPublishedPosts(db: Database, tenantId: number, now: Date, eventId?: number) {
  return db
    .select(columns)
    .from(blogPosts)
    .leftJoin(events, eq(events.id, blogPosts.eventId))
    .leftJoin(cities, eq(cities.id, events.cityId))
    .where(
      and(
        eq(blogPosts.tenantId, tenantId),
        isNotNull(blogPosts.publishedAt),
        lte(blogPosts.publishedAt, now),
        eventId ? eq(blogPosts.eventId, eventId) : undefined,
      ),
    )
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
}

export async function findPublishedPost(db: Database, tenantId: number, slug: string, now: Date) {
  const [row] = await db
    .select(columns)
    .from(blogPosts)
    .leftJoin(events, eq(events.id, blogPosts.eventId))
    .leftJoin(cities, eq(cities.id, events.cityId))
    .where(
      and(eq(blogPosts.tenantId, tenantId), eq(blogPosts.slug, slug), isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now)),
    );
  return row;
}
export type PostRow = NonNullable<Awaited<ReturnType<typeof findPublishedPost>>>;
