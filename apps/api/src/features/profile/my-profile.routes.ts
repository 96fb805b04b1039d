import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUserAnswerSchema } from '@podium/contracts/auth/current-user';
import { profileAnswerSchema, qrCodeAnswerSchema } from '@podium/contracts/auth/profile';
import { errorEnvelopeSchema } from '@podium/contracts/http/envelope';
import { MESSAGES } from '@podium/contracts/messages';
import { DomainError } from '../../errors/domain-error';
import { z } from 'zod';
import { findCompany, personalCodeImage, presentCurrentUser } from '../auth';
import { presentCoupon } from './profile.presenter';
import { rotatePersonalCodeNonce } from './profile.repository';
import { listUserCoupons } from '../coupons';
import { success } from '../../http/success';

const security = [{ bearer: [] }];

export const myProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const companyOf = async (tenantId: number, companyId: number | null) =>
    companyId ? findCompany(app.deps.db, tenantId, companyId) : undefined;

  app.get(
    '/customer/profile',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in person, their personal QR code (PNG data URL) and their coupons',
        security,
        response: { 200: profileAnswerSchema, 401: errorEnvelopeSchema },
      },
      config: { auth: 'member' },
    },
    async (request) => {
      const { user } = request.session;
      const [company, coupons, qrCode] = await Promise.all([
        companyOf(user.tenantId, user.companyId),
        listUserCoupons(app.deps.db, user.tenantId, user.id),
        personalCodeImage(app.deps.secrets.sessionSecret, user),
      ]);
      return success({ user: presentCurrentUser(user, company), qrCode, coupons: coupons.map(presentCoupon) });
    },
  );

  app.get(
    '/customer/qr-code',
    {
      schema: {
        tags: ['auth'],
        summary: "The signed-in person's personal QR code (PNG data URL)",
        security,
        response: { 200: qrCodeAnswerSchema, 401: errorEnvelopeSchema },
      },
      config: { auth: 'member' },
    },
    async (request) => {
      const { user } = request.session;
      return success({ qrCode: await personalCodeImage(app.deps.secrets.sessionSecret, user) });
    },
  );

  app.post(
    '/customer/qr-code/rotate',
    {
      schema: {
        tags: ['auth'],
        summary: 'A new personal QR code for the signed-in person; the old one stops working at once',
        security,
        response: { 200: qrCodeAnswerSchema, 401: errorEnvelopeSchema },
      },
      config: { auth: 'member' },
    },
    async (request) => {
      const { user } = request.session;
      const rotated = await rotatePersonalCodeNonce(app.deps.db, user.tenantId, user.id);
      if (!rotated) throw new DomainError('UNAUTHENTICATED', MESSAGES.checkIn.sessionExpired);
      return success(
        { qrCode: await personalCodeImage(app.deps.secrets.sessionSecret, rotated) },
        'You have a new QR code. The old one no longer works.',
      );
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The current user for the session library; 204 when nobody is signed in',
        security,
        response: { 200: sessionUserAnswerSchema, 204: z.null() },
      },
      config: { auth: 'optional' },
    },
    async (request, reply) => {
      const found = request.optionalSession;
      if (!found) return reply.status(204).send(null);
      const company = await companyOf(found.user.tenantId, found.user.companyId);
      return { success: true as const, message: 'OK', user: presentCurrentUser(found.user, company) };
    },
  );
};
