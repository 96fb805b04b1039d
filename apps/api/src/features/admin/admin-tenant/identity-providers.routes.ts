import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdentityProviderSchema,
  createIdentityProviderSchema,
  identityProviderIdParamsSchema,
  updateIdentityProviderSchema,
} from '@podium/contracts/admin/admin-tenant-auth';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { success } from '../../../http/success';
import { presentProvider } from './identity-providers.presenter';
import { listProviders } from './identity-providers.repository';
import { changeProvider, createProvider, type IdentityProviderDeps } from './identity-providers.service';

const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

/**
 * /api/admin/identity-providers: the site's sign-in providers. The client secret is write-only:
 * stored sealed under DATA_ENCRYPTION_KEY and never sent back; answers and the audit log say only
 * whether this provider has one. Issuer and endpoints must be public https addresses (a tenant
 * admin's URL must not make the server fetch its own network).
 */
export const identityProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config, secrets } = app.deps;
  const deps: IdentityProviderDeps = { db, clock, config, dataEncryptionKey: secrets.dataEncryptionKey };

  app.get(
    '/identity-providers',
    {
      schema: {
        ...meta('Sign-in providers, with whether each has a client secret (never the secret)'),
        response: { 200: successEnvelope(z.array(adminIdentityProviderSchema)), ...consoleRefusals },
      },
    },
    async (request) => success((await listProviders(db, request.tenant.id)).map((row) => presentProvider(deps, request.tenant, row))),
  );

  app.post(
    '/identity-providers',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Add a sign-in provider (one per connection); the client secret is write-only and stored encrypted'),
        body: createIdentityProviderSchema,
        response: { 200: successEnvelope(adminIdentityProviderSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const row = await createProvider(deps, request.tenant, request.session.user.id, request.body);
      return success(presentProvider(deps, request.tenant, row), 'Sign-in provider saved');
    },
  );

  app.patch(
    '/identity-providers/:providerId',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Change a sign-in provider, or switch it off (`isEnabled: false`); only the fields sent change'),
        params: identityProviderIdParamsSchema,
        body: updateIdentityProviderSchema,
        response: { 200: successEnvelope(adminIdentityProviderSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const row = await changeProvider(deps, request.tenant, request.session.user.id, request.params.providerId, request.body);
      return success(presentProvider(deps, request.tenant, row), 'Sign-in provider saved');
    },
  );
};
