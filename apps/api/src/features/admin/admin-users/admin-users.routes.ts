import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserSchema, adminUsersQuerySchema, changeRoleSchema, userIdParamsSchema } from '@podium/contracts/admin/admin-users';
import { emptySuccessSchema, successEnvelope } from '@podium/contracts/http/envelope';
import { erasePersonRequestSchema } from '@podium/contracts/privacy/account-deletion';
import { actorOf } from '../../../http/authentication/authentication';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { success } from '../../../http/success';
import { searchUsers } from './admin-users.repository';
import { presentUser } from './admin-users.presenter';
import { changeRole, signOutEverywhere } from './admin-users.service';
import { erasePerson } from '../../data-rights';

const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

/** /api/admin/users: find people, change roles, sign someone out everywhere, erase a person (admins only). */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

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
      const rows = await searchUsers(db, request.tenant.id, clock.now(), request.query);
      return success(rows.map(presentUser));
    },
  );

  app.patch(
    '/users/:userId/role',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta("Change a user's role (member, staff, admin)"),
        params: userIdParamsSchema,
        body: changeRoleSchema,
        response: { 200: successEnvelope(adminUserSchema), ...consoleRefusals },
      },
    },
    async (request) =>
      success(presentUser(await changeRole(db, clock, actorOf(request), request.params.userId, request.body.role)), 'Role changed'),
  );

  app.post(
    '/users/:userId/sign-out-everywhere',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('End every session of a user'),
        params: userIdParamsSchema,
        response: { 200: successEnvelope(adminUserSchema), ...consoleRefusals },
      },
    },
    async (request) =>
      success(presentUser(await signOutEverywhere(db, clock, actorOf(request), request.params.userId)), 'Signed out everywhere'),
  );

  app.post(
    '/users/:userId/erase',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta("Erase a person's personal data on their request (audited with the reason; results and payments kept anonymously)"),
        params: userIdParamsSchema,
        body: erasePersonRequestSchema,
        response: { 200: emptySuccessSchema, ...consoleRefusals },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await erasePerson(app.deps, actor.tenantId, request.params.userId, {
        by: 'admin',
        adminUserId: actor.userId,
        reason: request.body.reason,
      });
      return { success: true as const, message: 'Personal data erased' };
    },
  );
};
