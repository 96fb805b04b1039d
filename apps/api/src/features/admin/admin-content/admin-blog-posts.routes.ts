import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBlogPostSchema,
  blogPostIdParamsSchema,
  createBlogPostSchema,
  updateBlogPostSchema,
  type AdminBlogPost,
} from '@podium/contracts/admin/admin-content';
import { successEnvelope } from '@podium/contracts/http/envelope';
import type { Database } from '../../../db/client';
import { blogPosts, events } from '../../../db/schema/index';
import { DomainError } from '../../../errors/domain-error';
import { isUniqueViolation } from '../../../platform/database-errors';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { writeAuditEntry } from '../../../platform/audit/write-audit-entry';
import { success } from '../../../http/success';

const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });
type BlogPostRow = typeof blogPosts.$inferSelect;

const present = (row: BlogPostRow): AdminBlogPost => ({
  id: row.id,
  eventId: row.eventId,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  bodyMarkdown: row.bodyMarkdown,
  author: row.author,
  publishedAt: row.publishedAt?.toISOString() ?? null,
});

const SLUG_TAKEN = 'Another post already uses this web address. Choose another one.';

/** /api/admin/blog-posts: the site's blog (Markdown), published or drafts (admins only). */
export const adminBlogPostRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  async function requirePost(tenantId: number, postId: number): Promise<BlogPostRow> {
    const [row] = await db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.id, postId), eq(blogPosts.tenantId, tenantId)));
    if (!row) throw new DomainError('NOT_FOUND', 'Blog post not found on this site.');
    return row;
  }

  async function requireEvent(dbOrTx: Database, tenantId: number, eventId: number | null | undefined): Promise<void> {
    if (eventId === null || eventId === undefined) return;
    const [row] = await dbOrTx
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.tenantId, tenantId)));
    if (!row) throw new DomainError('VALIDATION_FAILED', 'This event is not on this site. Pick an event from the list or none.');
  }

  app.get(
    '/blog-posts',
    {
      schema: {
        ...meta('Blog posts, drafts included, newest first'),
        response: { 200: successEnvelope(z.array(adminBlogPostSchema)), ...consoleRefusals },
      },
    },
    async (request) => {
      const rows = await db.select().from(blogPosts).where(eq(blogPosts.tenantId, request.tenant.id)).orderBy(desc(blogPosts.id));
      return success(rows.map(present));
    },
  );

  app.post(
    '/blog-posts',
    {
      schema: {
        ...meta('Write a blog post (Markdown); published at once when `published` is true'),
        body: createBlogPostSchema,
        response: { 200: successEnvelope(adminBlogPostSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const { published, ...fields } = request.body;
      await requireEvent(db, request.tenant.id, fields.eventId);
      const now = clock.now();
      try {
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(blogPosts)
            .values({ ...fields, tenantId: request.tenant.id, publishedAt: published ? now : null })
            .returning();
          await writeAuditEntry(tx, {
            tenantId: request.tenant.id,
            actorUserId: request.session.user.id,
            action: 'blog-post.created',
            entity: 'blog_post',
            entityId: created!.id,
            before: null,
            after: present(created!),
            at: now,
          });
          return created!;
        });
        return success(present(row), 'Blog post saved');
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError('CONFLICT', SLUG_TAKEN);
        throw error;
      }
    },
  );

  app.patch(
    '/blog-posts/:postId',
    {
      schema: {
        ...meta('Edit, publish (`published: true`) or unpublish a blog post; only the fields sent change'),
        params: blogPostIdParamsSchema,
        body: updateBlogPostSchema,
        response: { 200: successEnvelope(adminBlogPostSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const before = await requirePost(request.tenant.id, request.params.postId);
      const { published, ...fields } = request.body;
      await requireEvent(db, request.tenant.id, fields.eventId);
      const now = clock.now();
      // Publishing keeps the first publication time; unpublishing clears it.
      const publishedAt = published === undefined ? before.publishedAt : published ? (before.publishedAt ?? now) : null;
      try {
        const row = await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(blogPosts)
            .set({ ...fields, publishedAt })
            .where(eq(blogPosts.id, before.id))
            .returning();
          await writeAuditEntry(tx, {
            tenantId: request.tenant.id,
            actorUserId: request.session.user.id,
            action: published === undefined ? 'blog-post.updated' : published ? 'blog-post.published' : 'blog-post.unpublished',
            entity: 'blog_post',
            entityId: before.id,
            before: present(before),
            after: present(updated!),
            at: now,
          });
          return updated!;
        });
        return success(present(row), 'Blog post saved');
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError('CONFLICT', SLUG_TAKEN);
        throw error;
      }
    },
  );

  app.delete(
    '/blog-posts/:postId',
    {
      schema: {
        ...meta('Delete a blog post'),
        params: blogPostIdParamsSchema,
        response: { 200: successEnvelope(adminBlogPostSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const before = await requirePost(request.tenant.id, request.params.postId);
      await db.transaction(async (tx) => {
        await tx.delete(blogPosts).where(eq(blogPosts.id, before.id));
        await writeAuditEntry(tx, {
          tenantId: request.tenant.id,
          actorUserId: request.session.user.id,
          action: 'blog-post.deleted',
          entity: 'blog_post',
          entityId: before.id,
          before: present(before),
          after: null,
          at: clock.now(),
        });
      });
      return success(present(before), 'Blog post deleted');
    },
  );
};
