import type { AdminBlogPost } from '@podium/contracts/admin/admin-content';
import type { BlogPostRow } from './admin-blog-posts.repository';

export const presentBlogPost = (row: BlogPostRow): AdminBlogPost => ({
  id: row.id,
  eventId: row.eventId,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  bodyMarkdown: row.bodyMarkdown,
  author: row.author,
  publishedAt: row.publishedAt?.toISOString() ?? null,
});
