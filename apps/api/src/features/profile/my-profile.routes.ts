import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUserAnswerSchema } from '@podium/contracts/auth/current-user';
import { profileAnswerSchema, qrCodeAnswerSchema } from '@podium/contracts/auth/profile';
import { errorEnvelopeSchema } from '@podium/contracts/http/envelope';
import { z } from 'zod';
import { personalCodeImage } from '../auth';
import { currentUserOf, myProfileOf, rotatePersonalCode } from './profile.service';
import { success } from '../../http/success';

const security = [{ bearer: [] }];

export const myProfileRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return success(await myProfileOf(app.deps.db, app.deps.secrets.sessionSecret, request.session.user));
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
      config: { cache: 'none', auth: 'member' },
    },
    async (request) => {
      const qrCode = await rotatePersonalCode(app.deps.db, app.deps.secrets.sessionSecret, request.session.user);
      return success({ qrCode }, 'You have a new QR code. The old one no longer works.');
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
      return { success: true as const, message: 'OK', user: await currentUserOf(app.deps.db, found.user) };
    },
  );
};
