import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { blogListQuerySchema, blogPostSchema, blogPostSummarySchema } from '@podium/contracts/events/blog-post';
import { DomainError } from '../../errors/domain-error';
import { findPublishedPost, listPublishedPosts } from './blogs.repository';
import { presentPost, presentPostSummary } from './blogs.presenter';
import { success } from '../../http/success';

/** Public blog: the tenant's posts (or one event's) and a post by slug. ETag-cached. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/blogs',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['blogs'],
        summary: "The tenant's published posts, newest first; `eventId` keeps one event's",
        querystring: blogListQuerySchema,
        response: { 200: successEnvelope(z.array(blogPostSummarySchema)) },
      },
    },
    async (request) => {
      const rows = await listPublishedPosts(app.deps.db, request.tenant.id, app.deps.clock.now(), request.query.eventId);
      return success(rows.map(presentPostSummary));
    },
  );

  app.get(
    '/public/blogs/:slug',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['blogs'],
        summary: 'One published post with its Markdown body',
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: successEnvelope(blogPostSchema) },
      },
    },
    async (request) => {
      const row = await findPublishedPost(app.deps.db, request.tenant.id, request.params.slug, app.deps.clock.now());
      if (!row) throw new DomainError('NOT_FOUND', 'This post was not found.');
      return success(presentPost(row));
    },
  );
};
