import type { QueryClient } from '@tanstack/react-query';
import { readCachedUser } from '../auth/cached-user';

/** The IndexedDB database of the saved copy; logout deletes it. */
export const OFFLINE_READS_DATABASE = 'podium-offline-reads';

/**
 * The doorway to the saved copy of the person's reads (offline-reads-store.ts, loaded lazily so
 * /Login and signed-out pages never pay for it). A start never waits more than this for IndexedDB.
 */
const RESTORE_WAIT_MS = 1_500;

let keeping: Promise<(() => Promise<void>) | undefined> | undefined;

/** Restores the saved copy into the cache (once per page) and keeps saving; resolves when the app may render. */
export function restoreOfflineReads(queryClient: QueryClient): Promise<void> {
  keeping ??= import('./offline-reads-store')
    .then(({ restoreAndKeepReads }) => restoreAndKeepReads(queryClient, () => readCachedUser()?.id))
    .catch(() => undefined);
  return Promise.race([keeping.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))]);
}

/** Logout, or a 401 that ends the session: stop saving and delete the copy, so the next person on this phone sees none of it. */
export async function forgetOfflineReads(): Promise<void> {
  const started = keeping;
  keeping = undefined;
  const stop = await started;
  await stop?.().catch(() => undefined);
  if ('indexedDB' in globalThis) indexedDB.deleteDatabase(OFFLINE_READS_DATABASE);
}
