import type { BlogPost, BlogPostSummary } from '@podium/contracts/events/blog-post';
import { eventPathSegment } from '@podium/contracts/events/event-path';
import type { PostRow } from './blogs.repository';

export function presentPostSummary(row: PostRow): BlogPostSummary {
  const { post } = row;
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    imageUrl: post.imageUrl,
    author: post.author,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    event:
      post.eventId && row.eventName && row.eventSlug && row.cityName
        ? { id: post.eventId, eventName: row.eventName, path: eventPathSegment(row.cityName, row.eventSlug) }
        : null,
  };
}

export function presentPost(row: PostRow): BlogPost {
  return { ...presentPostSummary(row), bodyMarkdown: row.post.bodyMarkdown };
}
