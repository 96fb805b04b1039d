import type { CreateBlogPost, UpdateBlogPost } from '@podium/contracts/admin/admin-content';
import type { Database } from '../../../db/client';
import { DomainError } from '../../../errors/domain-error';
import type { Clock } from '../../../platform/clock';
import { isUniqueViolation } from '../../../platform/database-errors';
import { writeAuditEntry } from '../../../platform/audit/write-audit-entry';
import { presentBlogPost } from './admin-blog-posts.presenter';
import { deleteBlogPost, findBlogPost, insertBlogPost, updateBlogPost, type BlogPostRow } from './admin-blog-posts.repository';
import { isTenantEvent } from './content-event.repository';

type Actor = { tenantId: number; userId: number };
const SLUG_TAKEN = 'Another post already uses this web address. Choose another one.';

async function requirePost(db: Database, tenantId: number, postId: number): Promise<BlogPostRow> {
  const row = await findBlogPost(db, tenantId, postId);
  if (!row) throw new DomainError('NOT_FOUND', 'Blog post not found on this site.');
  return row;
}

/** A post may belong to one of this site's events, or to none. */
async function requireEvent(db: Database, tenantId: number, eventId: number | null | undefined): Promise<void> {
  if (eventId === null || eventId === undefined) return;
  if (!(await isTenantEvent(db, tenantId, eventId)))
    throw new DomainError('VALIDATION_FAILED', 'This event is not on this site. Pick an event from the list or none.');
}

/** A taken slug is the admin's to change, not a server error. */
async function refusingTakenSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('CONFLICT', SLUG_TAKEN);
    throw error;
  }
}

/** Writes a post, published at once when asked; audited. */
export async function createPost(db: Database, clock: Clock, actor: Actor, body: CreateBlogPost): Promise<BlogPostRow> {
  const { published, ...fields } = body;
  await requireEvent(db, actor.tenantId, fields.eventId);
  const now = clock.now();
  return refusingTakenSlug(() =>
    db.transaction(async (tx) => {
      const created = await insertBlogPost(tx, actor.tenantId, { ...fields, publishedAt: published ? now : null });
      await writeAuditEntry(tx, {
        tenantId: actor.tenantId,
        actorUserId: actor.userId,
        action: 'blog-post.created',
        entity: 'blog_post',
        entityId: created.id,
        before: null,
        after: presentBlogPost(created),
        at: now,
      });
      return created;
    }),
  );
}

/** Edits, publishes or unpublishes a post; publishing keeps the first publication time. Audited. */
export async function changePost(db: Database, clock: Clock, actor: Actor, postId: number, body: UpdateBlogPost): Promise<BlogPostRow> {
  const before = await requirePost(db, actor.tenantId, postId);
  const { published, ...fields } = body;
  await requireEvent(db, actor.tenantId, fields.eventId);
  const now = clock.now();
  // Publishing keeps the first publication time; unpublishing clears it.
  const publishedAt = published === undefined ? before.publishedAt : published ? (before.publishedAt ?? now) : null;
  return refusingTakenSlug(() =>
    db.transaction(async (tx) => {
      const updated = await updateBlogPost(tx, before.id, { ...fields, publishedAt });
      await writeAuditEntry(tx, {
        tenantId: actor.tenantId,
        actorUserId: actor.userId,
        action: published === undefined ? 'blog-post.updated' : published ? 'blog-post.published' : 'blog-post.unpublished',
        entity: 'blog_post',
        entityId: before.id,
        before: presentBlogPost(before),
        after: presentBlogPost(updated),
        at: now,
      });
      return updated;
    }),
  );
}

/** Deletes a post, audited with what it was. */
export async function removePost(db: Database, clock: Clock, actor: Actor, postId: number): Promise<BlogPostRow> {
  const before = await requirePost(db, actor.tenantId, postId);
  await db.transaction(async (tx) => {
    await deleteBlogPost(tx, before.id);
    await writeAuditEntry(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      action: 'blog-post.deleted',
      entity: 'blog_post',
      entityId: before.id,
      before: presentBlogPost(before),
      after: null,
      at: clock.now(),
    });
  });
  return before;
}
