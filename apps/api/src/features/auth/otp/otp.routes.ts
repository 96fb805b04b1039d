import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generateOtpAnswerSchema, generateOtpRequestSchema } from '@podium/contracts/auth/generate-otp';
import { SIGN_IN_MESSAGES } from '@podium/contracts/auth/sign-in-messages';
import { verifyOtpAnswerSchema, verifyOtpRequestSchema } from '@podium/contracts/auth/verify-otp';
import { errorEnvelopeSchema } from '@podium/contracts/http/envelope';
import { readCookie, serializeHttpOnlyCookie } from '../../../http/cookies';
import { presentCurrentUser } from '../../users';
import { createCaptchaChallenge } from './captcha-challenge.service';
import { generateOtpCode } from './generate-otp.service';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_COOKIE_PATH } from './known-device';
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
      const challenge = await createCaptchaChallenge(app.deps, request.tenant.id, request.ip);
      reply.header('cache-control', 'no-store');
      return { parameters: { ...challenge.parameters }, signature: challenge.signature ?? '' };
    },
  );

  app.post(
    '/customer/generateOtp',
    {
      config: { cache: 'none' },
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
        knownDeviceCookie: readCookie(request.headers.cookie, KNOWN_DEVICE_COOKIE),
        warn: (detail, message) => request.log.warn(detail, message),
        error: (detail, message) => request.log.error(detail, message),
      });
      return success(data, SIGN_IN_MESSAGES.otpSent);
    },
  );

  app.post(
    '/customer/verifyOtp',
    {
      config: { cache: 'none' },
      schema: {
        tags: ['auth'],
        summary: 'Check a one-time code: a session token, an MFA challenge, or the details still missing',
        body: verifyOtpRequestSchema,
        response: { 200: verifyOtpAnswerSchema, ...refusals },
      },
    },
    async (request, reply) => {
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
      // This browser proved the number: its next code requests use the known-device allowance (issue 28).
      reply.header(
        'set-cookie',
        serializeHttpOnlyCookie(request, KNOWN_DEVICE_COOKIE, result.knownDevice, {
          path: KNOWN_DEVICE_COOKIE_PATH,
          maxAgeSeconds: app.deps.config.OTP_KNOWN_DEVICE_DAYS * 86_400,
        }),
      );
      if (result.kind === 'mfa') {
        return {
          success: true as const,
          message: SIGN_IN_MESSAGES.mfaRequired,
          mfaRequired: true as const,
          userId: result.userId,
          mfaChallengeToken: result.mfaChallengeToken,
          // The person proved the phone; the description's clients show where the codes go.
          email: result.user.email ?? null,
          codeRequestsSinceLastSignIn: result.codeRequestsSinceLastSignIn,
        };
      }
      const user = presentCurrentUser(result.user, result.company);
      return {
        success: true as const,
        message: SIGN_IN_MESSAGES.signedIn,
        token: result.token,
        user,
        data: { token: result.token, user },
        codeRequestsSinceLastSignIn: result.codeRequestsSinceLastSignIn,
      };
    },
  );
};
