import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageRequestSchema } from '@podium/contracts/contact/contact-message';
import { emptySuccessSchema, errorEnvelopeSchema } from '@podium/contracts/http/envelope';
import { sendContactMessage } from './contact.service';
import { successMessage } from '../../http/success';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { cache: 'none' },
      schema: {
        tags: ['contact'],
        summary: 'Send a message from the Contact page to the tenant (captcha required; 3 per address and 10 per IP per hour)',
        body: contactMessageRequestSchema,
        response: { 201: emptySuccessSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema, 502: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await sendContactMessage(app.deps, request.tenant.id, request.body, request.ip);
      return reply.status(201).send(successMessage('Thanks! Your message has been sent. We will get back to you soon.'));
    },
  );
};
