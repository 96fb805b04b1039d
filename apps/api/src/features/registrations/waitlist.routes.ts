import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptySuccessSchema, successEnvelope } from '@podium/contracts/http/envelope';
import {
  acceptOfferAnswerDataSchema,
  myWaitlistEntrySchema,
  myWaitlistQuerySchema,
  waitlistCategoryParamsSchema,
  waitlistOfferParamsSchema,
} from '@podium/contracts/registrations/waitlist';
import type { Database } from '../../db/client';
import { SIGN_IN_AGAIN_MESSAGE } from '../../http/authentication/authentication';
import { success, successMessage } from '../../http/success';
import { paidOrderAnswer } from '../payments';
import type { RegistrationPayments } from './registrations.service';
import { myRegistrations } from './my-registrations';
import { listUserWaitlist } from './waitlist.repository';
import { presentMyWaitlistEntry } from './waitlist.presenter';
import { acceptOffer, declineOffer, joinWaitlist, leaveWaitlist } from './waitlist.service';
import type { AppContext } from '../../app-context';

async function myWaitlist(db: Database, userId: number, now: Date, eventId?: number) {
  return (await listUserWaitlist(db, userId, eventId)).map((row) => presentMyWaitlistEntry(row, now));
}

function paymentsOf(deps: AppContext): RegistrationPayments {
  const config = deps.config;
  return {
    provider: deps.payments?.name ?? null,
    holdMinutes: config.PAYMENT_HOLD_MINUTES,
    limits: { maxOpenOrders: config.PAYMENT_MAX_OPEN_ORDERS, maxOrdersPerHour: config.PAYMENT_MAX_ORDERS_PER_HOUR },
  };
}

const member = { auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE } as const;

/** Waiting lists of full categories (issue 33 §5): join, leave, list mine, accept or decline an offered place. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customer/events/:eventId/categories/:eventSportCategoryId/waitlist',
    {
      schema: {
        tags: ['registrations'],
        summary: "Join a full category's waiting list; a freed place is offered to the first person waiting",
        security: [{ bearer: [] }],
        params: waitlistCategoryParamsSchema,
        response: { 201: successEnvelope(myWaitlistEntrySchema) },
      },
      config: { ...member, cache: 'invalidates' },
    },
    async (request, reply) => {
      const user = request.session.user;
      const now = app.deps.clock.now();
      const { eventId, eventSportCategoryId } = request.params;
      const entry = await joinWaitlist(app.deps.db, now, user, request.tenant.id, eventId, eventSportCategoryId);
      const mine = (await myWaitlist(app.deps.db, user.id, now, eventId)).find((candidate) => candidate.id === entry.id)!;
      return reply.status(201).send(success(mine, `You are number ${mine.position} on the waiting list.`));
    },
  );

  app.delete(
    '/customer/events/:eventId/categories/:eventSportCategoryId/waitlist',
    {
      schema: {
        tags: ['registrations'],
        summary: "Leave a category's waiting list (a place offered to me goes to the next person)",
        security: [{ bearer: [] }],
        params: waitlistCategoryParamsSchema,
        response: { 200: emptySuccessSchema },
      },
      config: { ...member, cache: 'invalidates' },
    },
    async (request) => {
      const { eventId, eventSportCategoryId } = request.params;
      await leaveWaitlist(app.deps, request.session.user, request.tenant.id, eventId, eventSportCategoryId);
      return successMessage('You have left the waiting list.');
    },
  );

  app.get(
    '/customer/waitlist',
    {
      schema: {
        tags: ['registrations'],
        summary: 'My places on waiting lists, with my position and any place offered to me; `eventId` keeps one event',
        security: [{ bearer: [] }],
        querystring: myWaitlistQuerySchema,
        response: { 200: successEnvelope(z.array(myWaitlistEntrySchema)) },
      },
      config: member,
    },
    async (request) => success(await myWaitlist(app.deps.db, request.session.user.id, app.deps.clock.now(), request.query.eventId)),
  );

  app.post(
    '/customer/waitlist-offers/:offerId/accept',
    {
      schema: {
        tags: ['registrations'],
        summary: 'Accept an offered place: registers me (a paid category holds it with an order to pay)',
        security: [{ bearer: [] }],
        params: waitlistOfferParamsSchema,
        response: { 201: successEnvelope(acceptOfferAnswerDataSchema) },
      },
      config: { ...member, cache: 'invalidates' },
    },
    async (request, reply) => {
      const user = request.session.user;
      const now = app.deps.clock.now();
      const result = await acceptOffer(app.deps, user, request.tenant.id, request.params.offerId, paymentsOf(app.deps));
      const paid = result.orderId ? await paidOrderAnswer(app.deps, request.tenant.id, result.orderId) : undefined;
      const registrations = (await myRegistrations(app.deps.db, user.id, now, result.eventId)).filter((registration) =>
        result.registrationIds.includes(registration.id),
      );
      const confirmed = registrations.filter((registration) => registration.status === 'confirmed');
      if (confirmed.length > 0) app.deps.notifier.registrationConfirmed({ userId: user.id, registrations: confirmed });
      return reply
        .status(201)
        .send(
          success(
            { registrations, couponsIssued: result.couponsIssued, ...(paid ? { order: paid.order } : {}) },
            paid?.message ?? 'The place is yours: you are registered.',
          ),
        );
    },
  );

  app.post(
    '/customer/waitlist-offers/:offerId/decline',
    {
      schema: {
        tags: ['registrations'],
        summary: 'Decline an offered place: it goes to the next person waiting',
        security: [{ bearer: [] }],
        params: waitlistOfferParamsSchema,
        response: { 200: emptySuccessSchema },
      },
      config: { ...member, cache: 'invalidates' },
    },
    async (request) => {
      await declineOffer(app.deps, request.session.user, request.params.offerId);
      return successMessage('You declined the place; it goes to the next person waiting.');
    },
  );
};
