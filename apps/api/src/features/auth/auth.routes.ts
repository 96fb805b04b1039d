import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companiesRoutes } from './companies/companies.routes';
import { logoutRoutes } from './logout.routes';
import { otpRoutes } from './otp/otp.routes';

/** Phone sign-in, captcha, companies and logout (the profile and current user are the profile feature's). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(otpRoutes);
  await app.register(companiesRoutes);
  await app.register(logoutRoutes);
};
