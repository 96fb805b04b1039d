import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { blogPosts } from '../../../db/schema/index';

export type BlogPostRow = typeof blogPosts.$inferSelect;
type BlogPostColumns = Omit<BlogPostRow, 'id' | 'tenantId' | 'createdAt'>;

export function listBlogPosts(db: Database, tenantId: number): Promise<BlogPostRow[]> {
  return db.select().from(blogPosts).where(eq(blogPosts.tenantId, tenantId)).orderBy(desc(blogPosts.id));
}

export async function findBlogPost(db: Database, tenantId: number, postId: number): Promise<BlogPostRow | undefined> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, postId), eq(blogPosts.tenantId, tenantId)));
  return row;
}

/** A slug is unique per tenant: a taken one fails the unique index (the service says so). */
export async function insertBlogPost(db: Database, tenantId: number, columns: Partial<BlogPostColumns>): Promise<BlogPostRow> {
  const [created] = await db
    .insert(blogPosts)
    .values({ ...(columns as BlogPostColumns), tenantId })
    .returning();
  return created!;
}

export async function updateBlogPost(db: Database, postId: number, columns: Partial<BlogPostColumns>): Promise<BlogPostRow> {
  const [updated] = await db.update(blogPosts).set(columns).where(eq(blogPosts.id, postId)).returning();
  return updated!;
}

export async function deleteBlogPost(db: Database, postId: number): Promise<void> {
  await db.delete(blogPosts).where(eq(blogPosts.id, postId));
}
