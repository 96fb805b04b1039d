import type { FastifyInstance } from 'fastify';
import { runWaitlistJobs } from './waitlist.service';

/**
 * Runs the waiting-list job every minute while the server is up (not in tests: they call
 * runWaitlistJobs): offers past their time expire, and places freed without a request of their own
 * (an expired payment hold, a capacity raised) are offered. Each category is claimed with
 * FOR UPDATE SKIP LOCKED, so replicas running it together never offer one place twice.
 */
export function scheduleWaitlistJobs(app: FastifyInstance): void {
  if (app.deps.config.NODE_ENV === 'test') return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runWaitlistJobs(app.deps)
      .then((offers) => {
        if (offers.length > 0) app.log.info({ offered: offers.length }, 'waiting-list places offered');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'waiting-list job failed'))
      .finally(() => (running = false));
  }, 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
