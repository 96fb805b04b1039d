import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGN_IN_MESSAGES } from '@podium/contracts/auth/sign-in-messages';
import { emptySuccessSchema, errorEnvelopeSchema } from '@podium/contracts/http/envelope';
import { LOGOUT_NEEDS_POST_MESSAGE } from '@podium/contracts/http/same-origin';
import { DomainError } from '../../errors/domain-error';
import { successMessage } from '../../http/success';

export const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST only: the web app's call. A cookie-only POST from another site is refused by the
  // same-origin guard (app.ts), so nobody can sign a person out from their own page.
  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the current session (its token stops working at once)',
        security: [{ bearer: [] }],
        response: { 200: emptySuccessSchema, 403: errorEnvelopeSchema },
      },
      config: { cache: 'none', auth: 'optional' },
    },
    async (request, reply) => {
      const found = request.optionalSession;
      if (found) await app.deps.sessions.endSession(found.session.id);
      reply.header('set-cookie', 'token=; Path=/; Max-Age=0; SameSite=Lax');
      return successMessage(SIGN_IN_MESSAGES.loggedOut);
    },
  );

  // The spec saw a GET too; a link or an image could forge that (the Lax cookie rides along on a
  // top-level navigation), so it answers 405 and signs nobody out.
  app.get(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Not a way to sign out: answers 405 (use POST)',
        response: { 405: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('allow', 'POST');
      throw new DomainError('METHOD_NOT_ALLOWED', LOGOUT_NEEDS_POST_MESSAGE);
    },
  );
};
