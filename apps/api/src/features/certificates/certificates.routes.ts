import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { certificateCodeParamsSchema, myCertificateSchema, verifiedCertificateSchema } from '@podium/contracts/certificates/certificate';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { SIGN_IN_AGAIN_MESSAGE } from '../../http/authentication/authentication';
import { success } from '../../http/success';
import { getMyCertificatePdf, listMyCertificates, verifyCertificate } from './certificates.service';

/** The member's certificates (list and PDF) and the public check of a certificate code (issue 32). */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const memberOf = (request: { tenant: { id: number }; session: { user: { id: number } } }) => ({
    tenantId: request.tenant.id,
    userId: request.session.user.id,
  });

  app.get(
    '/customer/certificates',
    {
      schema: {
        tags: ['certificates'],
        summary: 'My certificates: a medal or participation certificate for each decided category I placed in or checked in to',
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(z.array(myCertificateSchema)) },
      },
      config: { auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request) => success(await listMyCertificates(app.deps, memberOf(request))),
  );

  app.get(
    '/customer/certificates/:certificateCode/pdf',
    {
      schema: {
        tags: ['certificates'],
        summary: 'The PDF of one of my live certificates (A4 landscape, with a QR code to its verification page)',
        security: [{ bearer: [] }],
        params: certificateCodeParamsSchema,
      },
      config: { auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request, reply) => {
      const { fileName, pdf } = await getMyCertificatePdf(app.deps, memberOf(request), request.params.certificateCode);
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(pdf);
    },
  );

  app.get(
    '/public/certificates/:certificateCode',
    {
      schema: {
        tags: ['certificates'],
        summary: 'Whose certificate a code of this site is and for what, and whether it still stands (404 when unknown here)',
        params: certificateCodeParamsSchema,
        response: { 200: successEnvelope(verifiedCertificateSchema) },
      },
    },
    async (request) => success(await verifyCertificate(app.deps, request.tenant.id, request.params.certificateCode)),
  );
};
