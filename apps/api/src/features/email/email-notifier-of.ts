import type { FastifyInstance } from 'fastify';
import { findFixtureSchedule } from './email.repository';
import type { EmailNotifier } from './email-notifier';

/** The app's one EmailNotifier, built with the app's other collaborators (app.ts, AppContext.notifier). */
export function emailNotifierOf(app: FastifyInstance): EmailNotifier {
  return app.deps.notifier;
}

/**
 * Runs an admin's fixture update, then emails the players when its time or venue changed (a score
 * or status alone sends nothing). The mail goes out after the update's transaction committed.
 */
export async function withFixtureChangeEmail<T>(app: FastifyInstance, fixtureId: number, update: () => Promise<T>): Promise<T> {
  const schedule = async () => {
    const row = await findFixtureSchedule(app.deps.db, fixtureId);
    return row ? `${row.startsAt.toISOString()}@${row.venueId}` : null;
  };
  const before = await schedule();
  const result = await update();
  const after = await schedule();
  if (before !== null && after !== null && before !== after) {
    emailNotifierOf(app).notifyFixtureChanged({ fixtureId });
  }
  return result;
}
