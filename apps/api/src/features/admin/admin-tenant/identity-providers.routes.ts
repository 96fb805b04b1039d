import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdentityProviderSchema,
  createIdentityProviderSchema,
  identityProviderIdParamsSchema,
  updateIdentityProviderSchema,
  type AdminIdentityProvider,
} from '@podium/contracts/admin/admin-tenant-auth';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { identityProviders } from '../../../db/schema/index';
import { DomainError } from '../../../errors/domain-error';
import { isUniqueViolation } from '../../../platform/database-errors';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { writeAuditEntry } from '../../../platform/audit/write-audit-entry';
import { clientSecretOf, operatorSecretVariable, sealClientSecret, refusedProviderUrl } from '../../sso';
import { success } from '../../../http/success';

const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });
type ProviderRow = typeof identityProviders.$inferSelect;

/**
 * /api/admin/identity-providers: the site's sign-in providers. The client secret is write-only:
 * stored sealed under DATA_ENCRYPTION_KEY and never sent back; answers and the audit log say only
 * whether this provider has one. Issuer and endpoints must be public https addresses (a tenant
 * admin's URL must not make the server fetch its own network).
 */
export const identityProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config, secrets } = app.deps;
  const present = (
    tenant: { id: number; slug: string },
    { tenantId: _tenantId, createdAt, clientSecretEnv: _legacy, clientSecretSealed, ...row }: ProviderRow,
  ): AdminIdentityProvider => ({
    ...row,
    // Only this row's own secret or its own operator variable: no admin input names a variable.
    secretConfigured:
      clientSecretOf({ config, dataEncryptionKey: secrets.dataEncryptionKey }, tenant, { ...row, clientSecretSealed }) !== undefined,
    secretVariable: operatorSecretVariable(tenant.slug, row.connection),
    createdAt: createdAt.toISOString(),
  });

  /** 400 with the field and the reason when an issuer or endpoint points at a non-public or http address. */
  async function requireSafeUrls(urls: Parameters<typeof refusedProviderUrl>[1]): Promise<void> {
    const refusal = await refusedProviderUrl(config, urls);
    if (refusal) throw new DomainError('VALIDATION_FAILED', refusal);
  }

  /** The columns to write: the secret sealed for this tenant and connection, never in clear. */
  function toColumns<T extends { clientSecret?: string | null; clientSecretEnv?: undefined }>(
    tenantId: number,
    connection: ProviderRow['connection'],
    { clientSecret, clientSecretEnv: _refused, ...fields }: T,
  ) {
    if (clientSecret === undefined) return fields;
    return {
      ...fields,
      clientSecretSealed:
        clientSecret === null ? null : sealClientSecret(secrets.dataEncryptionKey, { tenantId, connection }, clientSecret),
    };
  }

  async function requireProvider(tenantId: number, providerId: number): Promise<ProviderRow> {
    const [row] = await db
      .select()
      .from(identityProviders)
      .where(and(eq(identityProviders.id, providerId), eq(identityProviders.tenantId, tenantId)));
    if (!row) throw new DomainError('NOT_FOUND', 'Sign-in provider not found on this site.');
    return row;
  }

  app.get(
    '/identity-providers',
    {
      schema: {
        ...meta('Sign-in providers, with whether each has a client secret (never the secret)'),
        response: { 200: successEnvelope(z.array(adminIdentityProviderSchema)), ...consoleRefusals },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(identityProviders)
        .where(eq(identityProviders.tenantId, request.tenant.id))
        .orderBy(asc(identityProviders.id));
      return success(rows.map((row) => present(request.tenant, row)));
    },
  );

  app.post(
    '/identity-providers',
    {
      schema: {
        ...meta('Add a sign-in provider (one per connection); the client secret is write-only and stored encrypted'),
        body: createIdentityProviderSchema,
        response: { 200: successEnvelope(adminIdentityProviderSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const now = clock.now();
      await requireSafeUrls(request.body);
      const audited = (row: ProviderRow) => present(request.tenant, row);
      try {
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(identityProviders)
            .values({ ...toColumns(request.tenant.id, request.body.connection, request.body), tenantId: request.tenant.id, createdAt: now })
            .returning();
          await writeAuditEntry(tx, {
            tenantId: request.tenant.id,
            actorUserId: request.session.user.id,
            action: 'identity-provider.created',
            entity: 'identity_provider',
            entityId: created!.id,
            before: null,
            after: audited(created!),
            at: now,
          });
          return created!;
        });
        return success(present(request.tenant, row), 'Sign-in provider saved');
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new DomainError('CONFLICT', `This site already has a ${request.body.connection} provider. Edit that one instead.`);
        }
        throw error;
      }
    },
  );

  app.patch(
    '/identity-providers/:providerId',
    {
      schema: {
        ...meta('Change a sign-in provider, or switch it off (`isEnabled: false`); only the fields sent change'),
        params: identityProviderIdParamsSchema,
        body: updateIdentityProviderSchema,
        response: { 200: successEnvelope(adminIdentityProviderSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const before = await requireProvider(request.tenant.id, request.params.providerId);
      await requireSafeUrls(request.body);
      const audited = (row: ProviderRow) => present(request.tenant, row);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(identityProviders)
          .set(toColumns(request.tenant.id, before.connection, request.body))
          .where(eq(identityProviders.id, before.id))
          .returning();
        await writeAuditEntry(tx, {
          tenantId: request.tenant.id,
          actorUserId: request.session.user.id,
          action: 'identity-provider.updated',
          entity: 'identity_provider',
          entityId: before.id,
          before: audited(before),
          after: audited(updated!),
          at: clock.now(),
        });
        return updated!;
      });
      return success(present(request.tenant, row), 'Sign-in provider saved');
    },
  );
};
