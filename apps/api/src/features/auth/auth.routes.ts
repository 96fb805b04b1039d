import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companiesRoutes } from './companies/companies.routes';
import { logoutRoutes } from './logout.routes';
import { otpRoutes } from './otp/otp.routes';
import { profileRoutes } from './profile/profile.routes';

/** Phone sign-in, captcha, companies, profile, current user and logout. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(otpRoutes);
  await app.register(companiesRoutes);
  await app.register(profileRoutes);
  await app.register(logoutRoutes);
};
