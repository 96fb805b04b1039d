import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generateOtpAnswerSchema, generateOtpRequestSchema } from '@podium/contracts/auth/generate-otp';
import { SIGN_IN_MESSAGES } from '@podium/contracts/auth/sign-in-messages';
import {
  detailsRequiredAnswerSchema,
  mfaRequiredAnswerSchema,
  signedInAnswerSchema,
  verifyOtpRequestSchema,
} from '@podium/contracts/auth/verify-otp';
import { errorEnvelopeSchema } from '@podium/contracts/http/envelope';
import { DomainError } from '../../../errors/domain-error';
import { ALTCHA_PRESSURE_WINDOW_MS, AltchaCaptcha } from '../../../platform/captcha/altcha-captcha';
import { presentCurrentUser } from '../../users';
import { generateOtpCode } from './generate-otp.service';
import { countRecentSendsFromIp } from './otp.repository';
import { verifyOtpCode } from './verify-otp.service';
import { success } from '../../../http/success';

const refusals = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  502: errorEnvelopeSchema,
};

export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/captcha/challenge',
    {
      schema: {
        tags: ['auth'],
        summary: 'A signed ALTCHA proof-of-work challenge for the login page widget',
        response: {
          200: z.looseObject({ parameters: z.record(z.string(), z.unknown()), signature: z.string() }),
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const captcha = app.deps.captcha;
      if (!(captcha instanceof AltchaCaptcha)) throw new DomainError('NOT_FOUND', SIGN_IN_MESSAGES.captchaNotSelfHosted);
      reply.header('cache-control', 'no-store');
      const since = new Date(app.deps.clock.now().getTime() - ALTCHA_PRESSURE_WINDOW_MS);
      const recentSends = await countRecentSendsFromIp(app.deps.db, request.ip, since);
      const challenge = await captcha.createChallenge(request.ip, recentSends);
      return { parameters: { ...challenge.parameters }, signature: challenge.signature ?? '' };
    },
  );

  app.post(
    '/customer/generateOtp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time code by SMS (captcha required; send limits answer 429 with Retry-After)',
        body: generateOtpRequestSchema,
        response: { 200: generateOtpAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const data = await generateOtpCode(app.deps, request.tenant, request.body, {
        ip: request.ip,
        warn: (detail, message) => request.log.warn(detail, message),
      });
      return success(data, SIGN_IN_MESSAGES.otpSent);
    },
  );

  app.post(
    '/customer/verifyOtp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a one-time code: a session token, an MFA challenge, or the details still missing',
        body: verifyOtpRequestSchema,
        response: { 200: z.union([signedInAnswerSchema, mfaRequiredAnswerSchema, detailsRequiredAnswerSchema]), ...refusals },
      },
    },
    async (request) => {
      const result = await verifyOtpCode(app.deps, request.tenant, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if (result.kind === 'detailsRequired') {
        return {
          success: true as const,
          message: SIGN_IN_MESSAGES.detailsRequired,
          ...result.missing,
          ...(result.email ? { email: result.email } : {}),
        };
      }
      if (result.kind === 'mfa') {
        return {
          success: true as const,
          message: SIGN_IN_MESSAGES.mfaRequired,
          mfaRequired: true as const,
          userId: result.userId,
          mfaChallengeToken: result.mfaChallengeToken,
          // The person proved the phone; the description's clients show where the codes go.
          email: result.user.email ?? null,
        };
      }
      const user = presentCurrentUser(result.user, result.company);
      return { success: true as const, message: SIGN_IN_MESSAGES.signedIn, token: result.token, user, data: { token: result.token, user } };
    },
  );
};
