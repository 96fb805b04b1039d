import { useQuery } from '@tanstack/react-query';
import { blogPostSchema, blogPostSummarySchema, type BlogPost, type BlogPostSummary } from '@podium/contracts/events/blog-post';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';

const blogListAnswer = successEnvelope(blogPostSummarySchema.array());
const blogPostAnswer = successEnvelope(blogPostSchema);

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
