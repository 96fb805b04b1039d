import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Job } from '../../platform/jobs';
import { runNotificationsOnce, type NotificationDeps } from './notification-outbox';

/** How often the job looks for due reminders, moves and results, and sends what is queued. */
export const NOTIFICATION_TICK_MS = 30_000;

export const notificationDepsOf = (app: FastifyInstance): NotificationDeps => notificationDeps(app.deps, app.log);

const notificationDeps = (deps: AppContext, log: FastifyBaseLogger): NotificationDeps => ({
  db: deps.db,
  clock: deps.clock,
  push: deps.push,
  notifier: deps.notifier,
  log,
});

/**
 * The notifications job, every 30 s in each replica (tests call runNotificationsOnce). Every
 * replica may run it: queueing is idempotent by subject key and sending claims each message first.
 */
export function notificationJob(deps: AppContext, log: FastifyBaseLogger): Job {
  return {
    name: 'notifications',
    everyMs: NOTIFICATION_TICK_MS,
    run: async () => {
      const counts = await runNotificationsOnce(notificationDeps(deps, log));
      return counts.queued + counts.sent + counts.failed > 0 ? { ...counts } : undefined;
    },
  };
}
