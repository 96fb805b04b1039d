import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JobRegistry } from '../platform/jobs';
import { paymentJob } from '../features/payments/payment-jobs';
import { waitlistJob } from '../features/registrations/waitlist-jobs';
import { tenantPurgeJob } from '../features/operators';
import { notificationJob } from '../features/notifications';

/**
 * The server's repeating jobs, in one registry: started when the server is ready, stopped (waiting
 * for a run in progress) when it closes. Tests run none on a timer: they call each job's run.
 */
const jobs: FastifyPluginAsyncZod = async (app) => {
  const context = app.deps;
  const registry = new JobRegistry(app.log);
  registry.register(paymentJob(context));
  registry.register(waitlistJob(context));
  registry.register(tenantPurgeJob(context));
  registry.register(notificationJob(context, app.log));
  if (context.config.NODE_ENV === 'test') return;
  app.addHook('onReady', async () => registry.start());
  app.addHook('onClose', async () => registry.stop());
};

export const jobsPlugin = fp(jobs, { name: 'podium-jobs', fastify: '5.x', dependencies: ['podium-context'] });
