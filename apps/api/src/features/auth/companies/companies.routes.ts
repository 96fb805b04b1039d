import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companiesAnswerSchema } from '@podium/contracts/auth/companies';
import { listApprovedCompanies } from '../../users';
import { success } from '../../../http/success';

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec's clients call it with a trailing slash; both spellings answer.
  for (const url of ['/user/companies/', '/user/companies']) {
    app.get(
      url,
      {
        schema: {
          tags: ['auth'],
          summary: 'Approved companies of this site, for the company picker',
          response: { 200: companiesAnswerSchema },
          hide: url === '/user/companies',
        },
      },
      async (request) => {
        const rows = await listApprovedCompanies(app.deps.db, request.tenant.id);
        return success(rows.map((row) => ({ id: row.id, name: row.name })));
      },
    );
  }
};
