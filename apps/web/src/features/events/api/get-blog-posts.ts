import { useQuery } from '@tanstack/react-query';
import type { BlogPost, BlogPostSummary } from '@podium/contracts/events/blog-post';
import { http } from '../../../lib/http-client';

export async function getBlogPosts(eventId?: number): Promise<BlogPostSummary[]> {
  return (await http.get<{ data: BlogPostSummary[] }>('/public/blogs', { query: { eventId } })).data;
}

export function useBlogPosts(eventId?: number) {
  return useQuery({ queryKey: ['blog-posts', eventId ?? 'all'], queryFn: () => getBlogPosts(eventId) });
}

export async function getBlogPost(slug: string): Promise<BlogPost> {
  return (await http.get<{ data: BlogPost }>(`/public/blogs/${encodeURIComponent(slug)}`)).data;
}

export function useBlogPost(slug: string | undefined) {
  return useQuery({ queryKey: ['blog-post', slug], queryFn: () => getBlogPost(slug!), enabled: Boolean(slug) });
}
