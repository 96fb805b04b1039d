import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@podium/contracts/http/envelope';
import { MESSAGES } from '@podium/contracts/messages';
import { currentCodeRequestSchema, disableAnswerSchema, regenerateRecoveryCodesAnswerSchema } from '@podium/contracts/mfa/mfa-manage';
import { mfaSignedInAnswerSchema, useRecoveryCodeRequestSchema, verifyLoginMfaRequestSchema } from '@podium/contracts/mfa/mfa-login';
import {
  initiateSetupAnswerSchema,
  skipSetupAnswerSchema,
  verifySetupAnswerSchema,
  verifySetupRequestSchema,
} from '@podium/contracts/mfa/mfa-setup';
import { mfaStatusAnswerSchema } from '@podium/contracts/mfa/mfa-status';
import { securityEventsAnswerSchema } from '@podium/contracts/mfa/security-events';
import { DomainError } from '../../errors/domain-error';
import type { ClientInfo } from './mfa-guard';
import { MfaLoginService } from './mfa-login.service';
import { MfaService } from './mfa.service';
import { presentSecurityEvents } from './mfa.presenter';
import { findUserWithCompanyName, presentCurrentUser } from '../users';
import { success } from '../../http/success';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};
const signedInOnly = { security: [{ bearer: [] }] };

const clientOf = (request: FastifyRequest): ClientInfo => ({ ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 300) });

/** Two-factor authentication: status, setup, skip, disable, recovery codes, the login step and the security log. */
export const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new MfaService(app.deps);
  const login = new MfaLoginService(app.deps);

  // A lock answers 429 with Retry-After, like every other rate limit.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof DomainError && error.code === 'MFA_LOCKED' && typeof error.details.retryAfterSeconds === 'number') {
      reply.header('retry-after', String(error.details.retryAfterSeconds));
    }
  });

  const presentUser = async (userId: number) => {
    const { user, companyName } = (await findUserWithCompanyName(app.deps.db, userId))!;
    // The company is joined by the user's foreign key: a name means the id is there too.
    return presentCurrentUser(user, companyName === null ? undefined : { id: user.companyId!, name: companyName });
  };

  app.get(
    '/mfa/status',
    {
      schema: {
        tags: ['mfa'],
        summary: 'Whether MFA is on, and whether setup is asked for',
        ...signedInOnly,
        response: { 200: mfaStatusAnswerSchema, ...errors },
      },
      config: { auth: 'member', signInMessage: MESSAGES.mfa.tokenNotFound },
    },
    async (request) => {
      const { user } = request.session;
      const status = await service.status(request.tenant, user);
      return {
        success: true as const,
        message: status.isMfaEnabled ? 'Two-factor authentication is on.' : 'Two-factor authentication is off.',
        ...status,
        reminderAt: status.reminderAt?.toISOString() ?? null,
      };
    },
  );

  app.post(
    '/mfa/initiate-setup',
    {
      schema: {
        tags: ['mfa'],
        summary: 'Start setup: a new pending secret and its otpauth URL',
        ...signedInOnly,
        response: { 200: initiateSetupAnswerSchema, ...errors },
      },
      config: { cache: 'none', auth: 'member', signInMessage: MESSAGES.mfa.tokenNotFound },
    },
    async (request) => {
      const { user } = request.session;
      const setup = await service.initiateSetup(request.tenant, user);
      return {
        success: true as const,
        message: 'Scan the QR code with your authenticator app, then enter the code it shows.',
        ...setup,
        recoveryCodes: [],
      };
    },
  );

  app.post(
    '/mfa/verify-setup',
    {
      schema: {
        tags: ['mfa'],
        summary: 'Finish setup with a code: MFA on, recovery codes, a new session',
        ...signedInOnly,
        body: verifySetupRequestSchema,
        response: { 200: verifySetupAnswerSchema, ...errors },
      },
      config: { cache: 'none', auth: 'member', signInMessage: MESSAGES.mfa.tokenNotFound },
    },
    async (request) => {
      const { user } = request.session;
      const { recoveryCodes, token } = await service.verifySetup(user, request.body.totpCode, clientOf(request));
      return {
        success: true as const,
        message: 'Two-factor authentication is on.',
        recoveryCodes,
        token,
        user: await presentUser(user.id),
      };
    },
  );

  app.post(
    '/mfa/skip-setup',
    {
      schema: {
        tags: ['mfa'],
        summary: 'Postpone a required setup by 7 days',
        ...signedInOnly,
        response: { 200: skipSetupAnswerSchema, ...errors },
      },
      config: { cache: 'none', auth: 'member', signInMessage: MESSAGES.mfa.tokenNotFound },
    },
    async (request) => {
      const { user } = request.session;
      const reminderAt = await service.skipSetup(request.tenant, user, clientOf(request));
      return { success: true as const, message: 'We will remind you in 7 days.', reminderAt: reminderAt.toISOString() };
    },
  );

  app.post(
    '/mfa/disable',
    {
      schema: {
        tags: ['mfa'],
        summary: 'Turn MFA off with a current code; ends every other session',
        ...signedInOnly,
        body: currentCodeRequestSchema,
        response: { 200: disableAnswerSchema, ...errors },
      },
      config: { cache: 'none', auth: 'member', signInMessage: MESSAGES.mfa.disableUnauthorized },
    },
    async (request) => {
      const { user, session } = request.session;
      await service.disable(user, session.id, request.body.totpCode, clientOf(request));
      return { success: true as const, message: 'Two-factor authentication is off.', isMfaEnabled: false as const };
    },
  );

  app.post(
    '/mfa/recovery-codes/regenerate',
    {
      schema: {
        tags: ['mfa'],
        summary: 'Replace all recovery codes (needs a current code)',
        ...signedInOnly,
        body: currentCodeRequestSchema,
        response: { 200: regenerateRecoveryCodesAnswerSchema, ...errors },
      },
      config: { cache: 'none', auth: 'member', signInMessage: MESSAGES.mfa.tokenNotFound },
    },
    async (request) => {
      const { user } = request.session;
      const recoveryCodes = await service.regenerateRecoveryCodes(user, request.body.totpCode, clientOf(request));
      return { success: true as const, message: 'New recovery codes created. The old ones no longer work.', recoveryCodes };
    },
  );

  app.get(
    '/mfa/security-events',
    {
      schema: {
        tags: ['mfa'],
        summary: "The user's security log, newest first",
        ...signedInOnly,
        response: { 200: securityEventsAnswerSchema, ...errors },
      },
      config: { auth: 'member', signInMessage: MESSAGES.mfa.tokenNotFound },
    },
    async (request) => {
      const { user } = request.session;
      return success(presentSecurityEvents(await service.listSecurityEvents(user)));
    },
  );

  app.post(
    '/mfa/verify-login-mfa',
    {
      config: { cache: 'none' },
      schema: {
        tags: ['mfa'],
        summary: 'Second sign-in step: a TOTP code against the challenge token',
        body: verifyLoginMfaRequestSchema,
        response: { 200: mfaSignedInAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { token, user } = await login.verifyLoginCode(request.tenant, request.body, clientOf(request));
      const presented = await presentUser(user.id);
      return { success: true as const, message: 'Signed in.', token, user: presented, data: { token, user: presented } };
    },
  );

  app.post(
    '/mfa/use-recovery-code',
    {
      config: { cache: 'none' },
      schema: {
        tags: ['mfa'],
        summary: 'Second sign-in step with a recovery code (each works once)',
        body: useRecoveryCodeRequestSchema,
        response: { 200: mfaSignedInAnswerSchema.extend({ recoveryCodesRemaining: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const { token, user, recoveryCodesRemaining = 0 } = await login.useRecoveryCode(request.tenant, request.body, clientOf(request));
      const presented = await presentUser(user.id);
      const message = `Signed in with a recovery code. ${recoveryCodesRemaining} recovery code${recoveryCodesRemaining === 1 ? '' : 's'} left.`;
      return { success: true as const, message, token, user: presented, data: { token, user: presented }, recoveryCodesRemaining };
    },
  );
};
