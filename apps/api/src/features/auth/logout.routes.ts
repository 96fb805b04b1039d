import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGN_IN_MESSAGES } from '@podium/contracts/auth/sign-in-messages';
import { emptySuccessSchema } from '@podium/contracts/http/envelope';
import { readBearerToken } from '../sessions/bearer-token';

export const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST from the web app; GET as the spec also saw it on the same origin. Idempotent either way.
  for (const method of ['POST', 'GET'] as const) {
    app.route({
      method,
      url: '/auth/logout',
      schema: {
        tags: ['auth'],
        summary: 'End the current session (its token stops working at once)',
        security: [{ bearer: [] }],
        response: { 200: emptySuccessSchema },
      },
      handler: async (request, reply) => {
        const found = await app.deps.sessions.findSession(readBearerToken(request), request.tenant.id);
        if (found) await app.deps.sessions.endSession(found.session.id);
        reply.header('set-cookie', 'token=; Path=/; Max-Age=0; SameSite=Lax');
        return { success: true as const, message: SIGN_IN_MESSAGES.loggedOut };
      },
    });
  }
};
