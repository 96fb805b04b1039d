import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, successEnvelope } from '@podium/contracts/http/envelope';
import { invitationLookupSchema, invitationTokenParamsSchema } from '@podium/contracts/platform/platform-tenants';
import { DomainError } from '../../errors/domain-error';
import { success } from '../../http/success';
import { consumeRateLimit, type RateLimit } from '../../platform/rate-limit/rate-limiter';
import { presentBranding } from '../tenants';
import { hashInvitationToken } from './invitation-token';
import { findInvitationByTokenHash } from './invitations.repository';

/** Lookups per address: a person opens their link a few times; the token's 256 bits make guessing hopeless anyway. */
const LOOKUP_LIMIT: RateLimit = { max: 30, windowSeconds: 10 * 60 };

/**
 * `GET /api/invitations/{token}` on the company's host: the sign-in page says whose site the link
 * is for and whether it still works (used, expired, or not for this site), so an invited admin with
 * a dead link knows to ask the operator for a new one instead of signing in as a plain member.
 */
export const invitationLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invitations/:token',
    {
      schema: {
        tags: ['auth'],
        summary: "What a first-admin invitation link is for and whether it still works (this site's links only)",
        params: invitationTokenParamsSchema,
        response: {
          200: successEnvelope(invitationLookupSchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const now = app.deps.clock.now();
      await consumeRateLimit(
        app.deps.db,
        `invitation-lookup:ip:${request.ip}`,
        LOOKUP_LIMIT,
        now,
        'Too many invitation checks from this network. Please wait a few minutes and try again.',
      );
      const invitation = await findInvitationByTokenHash(app.deps.db, request.tenant.id, hashInvitationToken(request.params.token));
      if (!invitation)
        throw new DomainError(
          'NOT_FOUND',
          'This invitation link is not for this site. Open the link exactly as you received it, or ask for a new one.',
        );
      return success({
        status: invitation.acceptedAt ? 'used' : invitation.expiresAt <= now ? 'expired' : 'open',
        siteName: presentBranding(request.tenant).siteName,
        phoneEnding: invitation.phone.slice(-2),
        expiresAt: invitation.expiresAt.toISOString(),
      });
    },
  );
};
