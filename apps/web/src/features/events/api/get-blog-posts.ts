import { useQuery } from '@tanstack/react-query';
import type { BlogPost, BlogPostSummary } from '@podium/contracts/events/blog-post';
import { lazyEnvelope } from '../../../lib/lazy-envelope';
import { http } from '../../../lib/http-client';

const blogListAnswer = lazyEnvelope(async () => (await import('@podium/contracts/events/blog-post')).blogPostSummarySchema.array());
const blogPostAnswer = lazyEnvelope(async () => (await import('@podium/contracts/events/blog-post')).blogPostSchema);

export async function getBlogPosts(eventId?: number): Promise<BlogPostSummary[]> {
  return (await http.get('/public/blogs', { query: { eventId }, schema: blogListAnswer })).data;
}

export function useBlogPosts(eventId?: number) {
  return useQuery({ queryKey: ['blog-posts', eventId ?? 'all'], queryFn: () => getBlogPosts(eventId) });
}

export async function getBlogPost(slug: string): Promise<BlogPost> {
  return (await http.get(`/public/blogs/${encodeURIComponent(slug)}`, { schema: blogPostAnswer })).data;
}

export function useBlogPost(slug: string | undefined) {
  return useQuery({ queryKey: ['blog-post', slug], queryFn: () => getBlogPost(slug!), enabled: Boolean(slug) });
}
