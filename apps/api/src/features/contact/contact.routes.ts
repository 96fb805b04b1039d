import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageRequestSchema } from '@podium/contracts/contact/contact-message';
import { emptySuccessSchema } from '@podium/contracts/http/envelope';
import { contactMessages } from '../../db/schema/index';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message from the Contact page to the tenant',
        body: contactMessageRequestSchema,
        response: { 201: emptySuccessSchema },
      },
    },
    async (request, reply) => {
      await app.deps.db.insert(contactMessages).values({ tenantId: request.tenant.id, ...request.body });
      return reply
        .status(201)
        .send({ success: true as const, message: 'Thanks! Your message has been sent. We will get back to you soon.' });
    },
  );
};
