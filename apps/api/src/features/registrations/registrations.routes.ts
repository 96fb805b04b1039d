import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptySuccessSchema, successEnvelope } from '@podium/contracts/http/envelope';
import {
  companyTeamSchema,
  myRegistrationSchema,
  myRegistrationsQuerySchema,
  registerAnswerDataSchema,
  registerRequestSchema,
} from '@podium/contracts/registrations/registration';
import { SIGN_IN_AGAIN_MESSAGE } from '../../http/authentication/authentication';
import { getPublishedEvent } from '../events';
import { listCompanyTeams } from './registrations.repository';
import { myRegistrations } from './my-registrations';
import { offerFreedPlaces } from './waitlist.service';
import { register, withdraw } from './registrations.service';
import { consumeTeamJoinLookup } from './team-join-rate-limit';
import { emailNotifierOf } from '../email';
import { formatMoney } from '@podium/contracts/payments/format-money';
import { paidOrderAnswer, sendWithdrawalRefund } from '../payments';
import { success, successMessage } from '../../http/success';

/** Registration for event sport categories: register, list mine, withdraw, my company's teams. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifier = emailNotifierOf(app);
  app.post(
    '/customer/registrations',
    {
      schema: {
        tags: ['registrations'],
        summary: 'Register for one or more categories of an event (individual, new team, or join a team by code); all or nothing',
        security: [{ bearer: [] }],
        body: registerRequestSchema,
        response: { 201: successEnvelope(registerAnswerDataSchema) },
      },
      config: { cache: 'invalidates', auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request, reply) => {
      const user = request.session.user;
      const now = app.deps.clock.now();
      const config = app.deps.config;
      const payments = {
        provider: app.deps.payments?.name ?? null,
        holdMinutes: config.PAYMENT_HOLD_MINUTES,
        limits: { maxOpenOrders: config.PAYMENT_MAX_OPEN_ORDERS, maxOrdersPerHour: config.PAYMENT_MAX_ORDERS_PER_HOUR },
      };
      // A join by the short code counts against the same bound as invite links (codes tried one after another).
      if (request.body.entries.some((entry) => entry.mode === 'join-team'))
        await consumeTeamJoinLookup(app.deps.db, request.tenant.id, user.id, now);
      const result = await register(app.deps.db, now, user, request.tenant.id, request.body, payments);
      // A paid category: the provider's order is made after the commit (no lock held while it answers).
      const paid = result.orderId ? await paidOrderAnswer(app.deps, request.tenant.id, result.orderId) : undefined;
      const mine = await myRegistrations(app.deps.db, user.id, now, request.body.eventId);
      const registrations = mine.filter((registration) => result.registrationIds.includes(registration.id));
      const count = registrations.length;
      // After the commit and without waiting: a mail problem never fails or slows the registration.
      const confirmed = registrations.filter((registration) => registration.status === 'confirmed');
      if (confirmed.length > 0) notifier.registrationConfirmed({ userId: user.id, registrations: confirmed });
      return reply
        .status(201)
        .send(
          success(
            { registrations, couponsIssued: result.couponsIssued, ...(paid ? { order: paid.order } : {}) },
            paid?.message ?? `You are registered for ${count} ${count === 1 ? 'category' : 'categories'}.`,
          ),
        );
    },
  );

  app.get(
    '/customer/registrations',
    {
      schema: {
        tags: ['registrations'],
        summary: 'My registrations (status, venue, team, next fixture, withdrawal cut-off); `eventId` keeps one event',
        security: [{ bearer: [] }],
        querystring: myRegistrationsQuerySchema,
        response: { 200: successEnvelope(z.array(myRegistrationSchema)) },
      },
      config: { auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request) => {
      const user = request.session.user;
      return success(await myRegistrations(app.deps.db, user.id, app.deps.clock.now(), request.query.eventId));
    },
  );

  app.delete(
    '/customer/registrations/:registrationId',
    {
      schema: {
        tags: ['registrations'],
        summary: 'Withdraw from a category before its cut-off (its first match, else the end of the event)',
        security: [{ bearer: [] }],
        params: z.object({ registrationId: z.coerce.number().int().positive() }),
        response: { 200: emptySuccessSchema },
      },
      config: { cache: 'invalidates', auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request) => {
      const user = request.session.user;
      const now = app.deps.clock.now();
      const { changed, money, eventSportCategoryId } = await withdraw(
        app.deps.db,
        now,
        user,
        request.tenant.id,
        request.params.registrationId,
      );
      // A paid place's refund was claimed with the withdrawal (one transaction); it is sent now.
      const sent = money?.refund ? await sendWithdrawalRefund(app.deps, money.refund.id) : null;
      // The freed place goes to the first person waiting (issue 33 §5); none is free when a refused refund kept it.
      if (eventSportCategoryId !== null) await offerFreedPlaces(app.deps, eventSportCategoryId);
      if (changed && sent !== 'failed') {
        const [registration] = (await myRegistrations(app.deps.db, user.id, now)).filter(
          (mine) => mine.id === request.params.registrationId,
        );
        if (registration) notifier.withdrawn({ userId: user.id, registration });
      }
      const amount = money?.refund && money.currency ? formatMoney(money.refund.amountMinor, money.currency) : '';
      // A refused refund keeps the place only when it was the person's own (a team's fee is the team's).
      const kept =
        sent === 'failed' &&
        (await myRegistrations(app.deps.db, user.id, now)).some(
          (mine) => mine.id === request.params.registrationId && mine.status !== 'withdrawn',
        );
      if (sent === 'failed' && !kept) {
        return successMessage(
          `You have withdrawn from this category. The payment provider refused the refund of ${amount}; the organisers have been told and will sort it out with you.`,
        );
      }
      const refundNote =
        sent === 'failed'
          ? ` The payment provider refused the refund of ${amount}: your place is kept, and the organisers have been told.`
          : sent
            ? ` A refund of ${amount} is on its way to your original payment method.`
            : money?.teamFeeKept
              ? " Your team's entry fee stays with the team, which plays on without you."
              : '';
      if (sent === 'failed') return successMessage(`Your withdrawal could not be completed.${refundNote}`);
      return successMessage(`You have withdrawn from this category.${refundNote}`);
    },
  );

  app.get(
    '/customer/events/:eventId/company-teams',
    {
      schema: {
        tags: ['registrations'],
        summary: "My company's teams at an event, to join with the code a team-mate shares",
        security: [{ bearer: [] }],
        params: z.object({ eventId: z.coerce.number().int().positive() }),
        response: { 200: successEnvelope(z.array(companyTeamSchema)) },
      },
      config: { auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request) => {
      const user = request.session.user;
      await getPublishedEvent(app.deps.db, request.tenant.id, request.params.eventId);
      const data = user.companyId ? await listCompanyTeams(app.deps.db, request.params.eventId, user.companyId) : [];
      return success(data);
    },
  );
};
