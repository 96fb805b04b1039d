import { z } from 'zod';

export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  imageUrl: z.string().nullable(),
  author: z.string(),
  publishedAt: z.string().nullable(),
  event: z.object({ id: z.number().int(), eventName: z.string(), path: z.string() }).nullable(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({ bodyMarkdown: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogListQuerySchema = z.object({ eventId: z.coerce.number().int().positive().optional() });
