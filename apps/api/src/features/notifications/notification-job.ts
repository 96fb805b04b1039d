import type { FastifyInstance } from 'fastify';
import { runNotificationsOnce, type NotificationDeps } from './notification-outbox';

/** How often the job looks for due reminders, moves and results, and sends what is queued. */
export const NOTIFICATION_TICK_MS = 30_000;

export const notificationDepsOf = (app: FastifyInstance): NotificationDeps => ({
  db: app.deps.db,
  clock: app.deps.clock,
  push: app.deps.push,
  notifier: app.deps.notifier,
  log: app.log,
});

/**
 * Runs the notifications job every 30 s in each replica (tests call runNotificationsOnce). Every
 * replica may run it: queueing is idempotent by subject key and sending claims each message first.
 */
export function scheduleNotifications(app: FastifyInstance): void {
  if (app.deps.config.NODE_ENV === 'test') return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runNotificationsOnce(notificationDepsOf(app))
      .then((counts) => {
        if (counts.queued + counts.sent + counts.failed > 0) app.log.info(counts, 'notifications');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'notifications job failed'))
      .finally(() => (running = false));
  }, NOTIFICATION_TICK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
