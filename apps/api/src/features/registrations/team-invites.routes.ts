import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptySuccessSchema, successEnvelope } from '@podium/contracts/http/envelope';
import { registerAnswerDataSchema } from '@podium/contracts/registrations/registration';
import {
  teamInviteCodeParamsSchema,
  teamInviteLinkSchema,
  teamInvitePreviewSchema,
  teamMemberParamsSchema,
  teamParamsSchema,
} from '@podium/contracts/registrations/team-invite';
import { formatMoney } from '@podium/contracts/payments/format-money';
import { SIGN_IN_AGAIN_MESSAGE } from '../../http/authentication/authentication';
import { success, successMessage } from '../../http/success';
import { paidOrderAnswer, sendWithdrawalRefund } from '../payments';
import { emailNotifierOf } from '../email';
import { myRegistrations } from './my-registrations';
import { consumeTeamJoinLookup } from './team-join-rate-limit';
import { getInviteLink, joinByInvite, previewInvite, removeTeamMember } from './team-invites.service';

/** Team invites and rosters (issue 33 §4): open an invite link, join by it, share it, the captain removes a member. */
export const teamInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifier = emailNotifierOf(app);
  const countLookup = (tenantId: number, userId: number) => consumeTeamJoinLookup(app.deps.db, tenantId, userId, app.deps.clock.now());

  app.get(
    '/customer/team-invites/:inviteCode',
    {
      schema: {
        tags: ['registrations'],
        summary: 'What a team invite link opens: team, captain, event, category, places and cut-off',
        security: [{ bearer: [] }],
        params: teamInviteCodeParamsSchema,
        response: { 200: successEnvelope(teamInvitePreviewSchema) },
      },
      config: { auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request) => {
      const user = request.session.user;
      await countLookup(request.tenant.id, user.id);
      return success(await previewInvite(app.deps.db, request.tenant.id, user, request.params.inviteCode));
    },
  );

  app.post(
    '/customer/team-invites/:inviteCode/join',
    {
      schema: {
        tags: ['registrations'],
        summary: "Join the invite's team (same rules as joining by code; a fee charged per person opens my own order)",
        security: [{ bearer: [] }],
        params: teamInviteCodeParamsSchema,
        response: { 201: successEnvelope(registerAnswerDataSchema) },
      },
      config: { cache: 'invalidates', auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request, reply) => {
      const user = request.session.user;
      const now = app.deps.clock.now();
      const config = app.deps.config;
      await countLookup(request.tenant.id, user.id);
      const result = await joinByInvite(app.deps.db, now, user, request.tenant.id, request.params.inviteCode, {
        provider: app.deps.payments?.name ?? null,
        holdMinutes: config.PAYMENT_HOLD_MINUTES,
        limits: { maxOpenOrders: config.PAYMENT_MAX_OPEN_ORDERS, maxOrdersPerHour: config.PAYMENT_MAX_ORDERS_PER_HOUR },
      });
      const paid = result.orderId ? await paidOrderAnswer(app.deps, request.tenant.id, result.orderId) : undefined;
      const registrations = (await myRegistrations(app.deps.db, user.id, now, result.eventId)).filter((mine) =>
        result.registrationIds.includes(mine.id),
      );
      const confirmed = registrations.filter((registration) => registration.status === 'confirmed');
      if (confirmed.length > 0) notifier.registrationConfirmed({ userId: user.id, registrations: confirmed });
      const teamName = registrations[0]?.team?.name ?? 'the team';
      return reply
        .status(201)
        .send(
          success(
            { registrations, couponsIssued: result.couponsIssued, ...(paid ? { order: paid.order } : {}) },
            paid?.message ?? `You have joined ${teamName}.`,
          ),
        );
    },
  );

  app.get(
    '/customer/teams/:teamId/invite',
    {
      schema: {
        tags: ['registrations'],
        summary: 'The invite link of a team I am on, to share (the page draws its QR code)',
        security: [{ bearer: [] }],
        params: teamParamsSchema,
        response: { 200: successEnvelope(teamInviteLinkSchema) },
      },
      config: { auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request) => success(await getInviteLink(app.deps.db, request.tenant.id, request.session.user, request.params.teamId)),
  );

  app.delete(
    '/customer/teams/:teamId/members/:registrationId',
    {
      schema: {
        tags: ['registrations'],
        summary: "The captain removes a member from the team before the category's cut-off (settled like a withdrawal)",
        security: [{ bearer: [] }],
        params: teamMemberParamsSchema,
        response: { 200: emptySuccessSchema },
      },
      config: { cache: 'invalidates', auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request) => {
      const { memberName, teamName, money } = await removeTeamMember(
        app.deps.db,
        app.deps.clock.now(),
        request.session.user,
        request.tenant.id,
        request.params,
      );
      // The member's own payment is refunded like a withdrawal, sent after the commit.
      const sent = money?.refund ? await sendWithdrawalRefund(app.deps, money.refund.id) : null;
      const amount = money?.refund && money.currency ? formatMoney(money.refund.amountMinor, money.currency) : '';
      const note =
        sent === 'failed'
          ? ` The payment provider refused the refund of ${amount}; the organisers have been told.`
          : sent
            ? ` A refund of ${amount} is on its way to their original payment method.`
            : '';
      return successMessage(`${memberName} is no longer on ${teamName}.${note}`);
    },
  );
};
