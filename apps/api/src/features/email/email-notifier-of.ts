import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fixtures } from '../../db/schema/index';
import type { AppContext } from '../../app-context';
import { EmailNotifier } from './email-notifier';

const notifiers = new WeakMap<AppContext, EmailNotifier>();

/** The app's one EmailNotifier (shared by every route plugin, so tests and shutdown can await its sends). */
export function emailNotifierOf(app: FastifyInstance): EmailNotifier {
  let notifier = notifiers.get(app.deps);
  if (!notifier) {
    notifier = new EmailNotifier({
      db: app.deps.db,
      mailer: app.deps.mailer,
      unsubscribeSecret: app.deps.secrets.sessionSecret,
      log: app.log,
      port: app.deps.config.PORT,
    });
    notifiers.set(app.deps, notifier);
  }
  return notifier;
}

/**
 * Runs an admin's fixture update, then emails the players when its time or venue changed (a score
 * or status alone sends nothing). The mail goes out after the update's transaction committed.
 */
export async function withFixtureChangeEmail<T>(app: FastifyInstance, fixtureId: number, update: () => Promise<T>): Promise<T> {
  const schedule = async () => {
    const [row] = await app.deps.db
      .select({ startsAt: fixtures.startsAt, venueId: fixtures.venueId })
      .from(fixtures)
      .where(eq(fixtures.id, fixtureId));
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
