import { and, desc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserSchema,
  adminUsersQuerySchema,
  changeRoleSchema,
  userIdParamsSchema,
  type AdminUser,
} from '@podium/contracts/admin/admin-users';
import { successEnvelope } from '@podium/contracts/http/envelope';
import type { Database } from '../../../db/client';
import { companies, sessions, users } from '../../../db/schema/index';
import { DomainError } from '../../../errors/domain-error';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { writeAuditEntry } from '../../../platform/audit/write-audit-entry';
import { success } from '../../../http/success';

const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

/** Users of this site as admins see them, with their live sessions counted at `now`. */
function selectUsers(db: Database, now: Date) {
  return db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      email: users.email,
      role: users.role,
      companyName: companies.name,
      mfaEnabled: users.mfaEnabled,
      createdAt: users.createdAt,
      liveSessions: sql<number>`(select count(*)::int from sessions s
        where s.user_id = "users"."id" and s.revoked_at is null and s.expires_at > ${now.toISOString()}::timestamptz)`,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId));
}

type UserListRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['where']>>[number];
const presentUser = (row: UserListRow): AdminUser => ({ ...row, createdAt: row.createdAt.toISOString() });

/** /api/admin/users: find people, change roles, sign someone out everywhere (admins only). */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  async function requireUser(tenantId: number, userId: number) {
    const [row] = await selectUsers(db, clock.now()).where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
    if (!row) throw new DomainError('NOT_FOUND', 'User not found on this site.');
    return row;
  }

  app.get(
    '/users',
    {
      schema: {
        ...meta('Find users by name, phone or email'),
        querystring: adminUsersQuerySchema,
        response: { 200: successEnvelope(z.array(adminUserSchema)), ...consoleRefusals },
      },
    },
    async (request) => {
      const { search, role, limit } = request.query;
      const conditions: (SQL | undefined)[] = [eq(users.tenantId, request.tenant.id)];
      if (role) conditions.push(eq(users.role, role));
      if (search) {
        const pattern = `%${search.replace(/[%_\\]/g, (character) => `\\${character}`)}%`;
        conditions.push(or(ilike(users.name, pattern), ilike(users.phone, pattern), ilike(users.email, pattern)));
      }
      const rows = await selectUsers(db, clock.now())
        .where(and(...conditions))
        .orderBy(desc(users.id))
        .limit(limit);
      return success(rows.map(presentUser));
    },
  );

  app.patch(
    '/users/:userId/role',
    {
      schema: {
        ...meta("Change a user's role (member, staff, admin)"),
        params: userIdParamsSchema,
        body: changeRoleSchema,
        response: { 200: successEnvelope(adminUserSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const actor = request.session.user;
      const before = await requireUser(request.tenant.id, request.params.userId);
      if (before.id === actor.id && request.body.role !== 'admin') {
        throw new DomainError('CONFLICT', 'You cannot take the admin role away from yourself. Ask another admin to do it.');
      }
      await db.transaction(async (tx) => {
        await tx.update(users).set({ role: request.body.role, updatedAt: clock.now() }).where(eq(users.id, before.id));
        await writeAuditEntry(tx, {
          tenantId: request.tenant.id,
          actorUserId: actor.id,
          action: 'user.role-changed',
          entity: 'user',
          entityId: before.id,
          before: { role: before.role },
          after: { role: request.body.role },
          at: clock.now(),
        });
      });
      return success(presentUser(await requireUser(request.tenant.id, before.id)), 'Role changed');
    },
  );

  app.post(
    '/users/:userId/sign-out-everywhere',
    {
      schema: {
        ...meta('End every session of a user'),
        params: userIdParamsSchema,
        response: { 200: successEnvelope(adminUserSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const before = await requireUser(request.tenant.id, request.params.userId);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, before.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
        await writeAuditEntry(tx, {
          tenantId: request.tenant.id,
          actorUserId: request.session.user.id,
          action: 'user.signed-out-everywhere',
          entity: 'user',
          entityId: before.id,
          before: { liveSessions: before.liveSessions },
          after: { liveSessions: 0 },
          at: now,
        });
      });
      return success(presentUser(await requireUser(request.tenant.id, before.id)), 'Signed out everywhere');
    },
  );
};
