import { z } from 'zod';
import { oneLineText, multiLineText } from '../text/one-line-text';

const slug = z
  .string()
  .trim()
  .min(2, 'Give the post a web address of at least 2 characters.')
  .max(80, 'Keep the web address under 80 characters.')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single dashes in the web address, e.g. "opening-day".');

const blogPostFields = z.object({
  title: oneLineText().trim().min(1, 'Give the post a title.').max(200, 'Keep the title under 200 characters.'),
  slug,
  excerpt: oneLineText().trim().max(500, 'Keep the excerpt under 500 characters.').default(''),
  bodyMarkdown: multiLineText().min(1, 'Write the post (Markdown).').max(200_000, 'Keep the post under 200,000 characters.'),
  /** The event the post belongs to; null: a post of the whole site. */
  eventId: z.number().int().positive().nullable().default(null),
  author: oneLineText().trim().min(1).max(120).optional(),
  published: z.boolean().default(false),
});

export const createBlogPostSchema = blogPostFields;
export const updateBlogPostSchema = blogPostFields.partial();
export const blogPostIdParamsSchema = z.object({ postId: z.coerce.number().int().positive() });

export const adminBlogPostSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int().nullable(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  bodyMarkdown: z.string(),
  author: z.string(),
  publishedAt: z.string().nullable(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;
export type CreateBlogPost = z.infer<typeof createBlogPostSchema>;
export type UpdateBlogPost = z.infer<typeof updateBlogPostSchema>;

export const galleryImageParamsSchema = z.object({
  eventId: z.coerce.number().int().positive(),
  imageId: z.coerce.number().int().positive(),
});

export const adminGalleryImageSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  url: z.string(),
  caption: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sortOrder: z.number().int(),
});
export type AdminGalleryImage = z.infer<typeof adminGalleryImageSchema>;

/** Gallery uploads: JPEG or PNG up to 10 MB, re-encoded as JPEG at most this many pixels a side. */
export const GALLERY_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const GALLERY_IMAGE_MAX_SIDE_PX = 1600;
