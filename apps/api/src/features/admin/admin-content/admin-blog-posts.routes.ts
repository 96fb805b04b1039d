import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBlogPostSchema,
  blogPostIdParamsSchema,
  createBlogPostSchema,
  updateBlogPostSchema,
} from '@podium/contracts/admin/admin-content';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { actorOf } from '../../../http/authentication/authentication';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { success } from '../../../http/success';
import { presentBlogPost } from './admin-blog-posts.presenter';
import { listBlogPosts } from './admin-blog-posts.repository';
import { changePost, createPost, removePost } from './admin-blog-posts.service';

const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

/** /api/admin/blog-posts: the site's blog (Markdown), published or drafts (admins only). */
export const adminBlogPostRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/blog-posts',
    {
      schema: {
        ...meta('Blog posts, drafts included, newest first'),
        response: { 200: successEnvelope(z.array(adminBlogPostSchema)), ...consoleRefusals },
      },
    },
    async (request) => success((await listBlogPosts(db, request.tenant.id)).map(presentBlogPost)),
  );

  app.post(
    '/blog-posts',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Write a blog post (Markdown); published at once when `published` is true'),
        body: createBlogPostSchema,
        response: { 200: successEnvelope(adminBlogPostSchema), ...consoleRefusals },
      },
    },
    async (request) => success(presentBlogPost(await createPost(db, clock, actorOf(request), request.body)), 'Blog post saved'),
  );

  app.patch(
    '/blog-posts/:postId',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Edit, publish (`published: true`) or unpublish a blog post; only the fields sent change'),
        params: blogPostIdParamsSchema,
        body: updateBlogPostSchema,
        response: { 200: successEnvelope(adminBlogPostSchema), ...consoleRefusals },
      },
    },
    async (request) =>
      success(presentBlogPost(await changePost(db, clock, actorOf(request), request.params.postId, request.body)), 'Blog post saved'),
  );

  app.delete(
    '/blog-posts/:postId',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Delete a blog post'),
        params: blogPostIdParamsSchema,
        response: { 200: successEnvelope(adminBlogPostSchema), ...consoleRefusals },
      },
    },
    async (request) => success(presentBlogPost(await removePost(db, clock, actorOf(request), request.params.postId)), 'Blog post deleted'),
  );
};
