import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptySuccessSchema, errorEnvelopeSchema } from '@podium/contracts/http/envelope';
import { deleteAccountRequestSchema, deletionCodeAnswerSchema } from '@podium/contracts/privacy/account-deletion';
import { personalDataExportSchema } from '@podium/contracts/privacy/personal-data-export';
import { success } from '../../http/success';
import { sendAccountDeletionCode } from '../auth';
import { erasePerson } from './erase-person';
import { exportPersonalData } from './export-personal-data';

const security = [{ bearer: [] }];
const refusals = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** People's data rights (docs/privacy.md): download my data, delete my account. */
export const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customer/me/export',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Download everything this site holds about me, as one JSON file (5 per hour)',
        security,
        response: { 200: personalDataExportSchema, ...refusals },
      },
      config: { auth: 'member' },
    },
    async (request, reply) => {
      const document = await exportPersonalData(app.deps, request.tenant, request.session.user.id);
      const day = document.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="my-data-${day}.json"`);
      return document;
    },
  );

  app.post(
    '/customer/me/deletion-code',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Send a code by SMS that confirms deleting my account (sign-in send limits apply)',
        security,
        response: { 200: deletionCodeAnswerSchema, ...refusals, 502: errorEnvelopeSchema },
      },
      config: { auth: 'member', cache: 'own' },
    },
    async (request) => {
      const data = await sendAccountDeletionCode(app.deps, request.tenant, request.session.user, {
        ip: request.ip,
        warn: (detail, message) => request.log.warn(detail, message),
        error: (detail, message) => request.log.error(detail, message),
      });
      return success(data, `We sent a code to your number ending ${data.phoneEnding}.`);
    },
  );

  app.delete(
    '/customer/me',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Delete my account with the code from the deletion SMS: personal data erased, every session ended',
        security,
        body: deleteAccountRequestSchema,
        response: { 200: emptySuccessSchema, ...refusals },
      },
      config: { cache: 'invalidates', auth: 'member' },
    },
    async (request) => {
      await erasePerson(app.deps, request.tenant.id, request.session.user.id, { by: 'self', code: request.body.code });
      return { success: true as const, message: 'Your account has been deleted.' };
    },
  );
};
