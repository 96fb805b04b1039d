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
import { isUniqueViolation } from '../access/database-errors';
import { consoleRefusals } from '../access/refusals';
import { writeAuditEntry } from '../audit-log/write-audit-entry';

const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });
type ProviderRow = typeof identityProviders.$inferSelect;

/**
 * /api/admin/identity-providers: the site's sign-in providers. Client secrets are never sent to
 * nor stored by Podium: a provider names the SSO_SECRET_* environment variable that holds its secret.
 */
export const identityProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config } = app.deps;
  const present = ({ tenantId: _tenantId, createdAt, ...row }: ProviderRow): AdminIdentityProvider => ({
    ...row,
    secretConfigured: row.clientSecretEnv !== null && config.SSO_CLIENT_SECRETS[row.clientSecretEnv] !== undefined,
    createdAt: createdAt.toISOString(),
  });
  // The audit log keeps the same safe view (never a secret: none is stored).
  const audited = (row: ProviderRow) => present(row);

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
        ...meta('Sign-in providers, with whether their secret variable is set on this server'),
        response: { 200: successEnvelope(z.array(adminIdentityProviderSchema)), ...consoleRefusals },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(identityProviders)
        .where(eq(identityProviders.tenantId, request.tenant.id))
        .orderBy(asc(identityProviders.id));
      return { success: true as const, message: 'OK', data: rows.map(present) };
    },
  );

  app.post(
    '/identity-providers',
    {
      schema: {
        ...meta('Add a sign-in provider (one per connection); the secret stays in an SSO_SECRET_* variable'),
        body: createIdentityProviderSchema,
        response: { 200: successEnvelope(adminIdentityProviderSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const now = clock.now();
      try {
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(identityProviders)
            .values({ ...request.body, tenantId: request.tenant.id, createdAt: now })
            .returning();
          await writeAuditEntry(tx, {
            tenantId: request.tenant.id,
            actorUserId: request.console.user.id,
            action: 'identity-provider.created',
            entity: 'identity_provider',
            entityId: created!.id,
            before: null,
            after: audited(created!),
            at: now,
          });
          return created!;
        });
        return { success: true as const, message: 'Sign-in provider saved', data: present(row) };
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
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx.update(identityProviders).set(request.body).where(eq(identityProviders.id, before.id)).returning();
        await writeAuditEntry(tx, {
          tenantId: request.tenant.id,
          actorUserId: request.console.user.id,
          action: 'identity-provider.updated',
          entity: 'identity_provider',
          entityId: before.id,
          before: audited(before),
          after: audited(updated!),
          at: clock.now(),
        });
        return updated!;
      });
      return { success: true as const, message: 'Sign-in provider saved', data: present(row) };
    },
  );
};
