import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sendEmailVerificationAnswerDataSchema,
  verifyEmailAnswerDataSchema,
  verifyEmailRequestSchema,
} from '@podium/contracts/email/email-verification';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { SIGN_IN_AGAIN_MESSAGE } from '../../http/authentication/authentication';
import { sendVerificationLink, verifyEmail } from './email-verification.service';
import { success } from '../../http/success';

/**
 * Email verification: a signed-in person asks for a link to their profile's address; the link's
 * page posts its token back (no sign-in needed: the token alone names the person and the address).
 */
export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customer/email/verification',
    {
      schema: {
        tags: ['profile'],
        summary: 'Email me a link that verifies my profile email (one a minute, five a day)',
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(sendEmailVerificationAnswerDataSchema) },
      },
      config: { cache: 'none', auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request) => {
      const { user } = request.session;
      const email = await sendVerificationLink(app.deps, user);
      return success({ email }, `We sent a verification link to ${email}.`);
    },
  );

  app.post(
    '/customer/email/verify',
    {
      config: { cache: 'none' },
      schema: {
        tags: ['profile'],
        summary: 'Verify an email with the token of the link we sent (single use, 24 hours, void once the email changes)',
        body: verifyEmailRequestSchema,
        response: { 200: successEnvelope(verifyEmailAnswerDataSchema) },
      },
    },
    async (request) => {
      const email = await verifyEmail(app.deps, request.tenant.id, request.body.token);
      return success({ email, emailVerified: true as const }, 'Your email address is verified.');
    },
  );
};
