/**
 * The saved copy of the kept reads (kept-reads.ts) in IndexedDB, restored into the query cache
 * before the app's first render and saved again as answers change (TanStack Query's persister).
 * Loaded lazily, and only for a signed-in person: a signed-out page and /Login never load it.
 */
import { openDB, type IDBPDatabase } from 'idb';
import type { QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/query-persist-client-core';
import { isKeptRead, KEPT_READ_KINDS, KEPT_READS_MAX_AGE_MS, registeredEventIds } from './kept-reads';

/** Same as OFFLINE_READS_DATABASE in offline-reads.ts (not imported: it would share a chunk with the first load). */
const OFFLINE_READS_DATABASE = 'podium-offline-reads';

const STORE = 'reads';
const KEY = 'query-cache';

let opening: Promise<IDBPDatabase> | undefined;
const database = () =>
  (opening ??= openDB(OFFLINE_READS_DATABASE, 1, {
    upgrade: (db) => void db.createObjectStore(STORE),
    // A logout elsewhere deletes the database: let it, and open again when next needed.
    blocking: (_current, _next, event) => {
      (event.target as IDBDatabase).close();
      opening = undefined;
    },
  }));

/** Set by stop(): a save already under way (the persister waits up to a second) writes nothing after it. */
let isStopped = false;

const persister = createAsyncStoragePersister({
  storage: {
    getItem: async (key: string) => ((await (await database()).get(STORE, key)) as string | undefined) ?? null,
    setItem: async (key: string, value: string) => {
      if (!isStopped) await (await database()).put(STORE, value, key);
    },
    removeItem: async (key: string) => void (await (await database()).delete(STORE, key)),
  },
  key: KEY,
  // An answer kept after a failed refetch is saved as the answer it is: restored, it shows as data, not as an error.
  serialize: (client) =>
    JSON.stringify({
      ...client,
      clientState: {
        ...client.clientState,
        queries: client.clientState.queries.map((query) => ({ ...query, state: { ...query.state, status: 'success', error: null } })),
      },
    }),
});

/**
 * Puts the person's saved copy into the query cache (a copy saved for someone else, or older than
 * KEPT_READS_MAX_AGE_MS, is dropped instead), then keeps saving while that person is signed in.
 * Returns the function that stops saving and deletes the copy (logout).
 */
export async function restoreAndKeepReads(queryClient: QueryClient, readPersonId: () => number | undefined): Promise<() => Promise<void>> {
  const personId = readPersonId();
  // Restored reads live as long as their saved copy; a default 5-minute cache would drop an unvisited event page.
  const hydrateOptions = { defaultOptions: { queries: { gcTime: KEPT_READS_MAX_AGE_MS } } };
  for (const kind of KEPT_READ_KINDS) queryClient.setQueryDefaults([kind], { gcTime: KEPT_READS_MAX_AGE_MS });
  if (personId !== undefined) {
    await persistQueryClientRestore({
      queryClient,
      persister,
      maxAge: KEPT_READS_MAX_AGE_MS,
      buster: String(personId),
      hydrateOptions,
    }).catch(() => undefined);
    // A saved copy is what was true when it was saved, not now: marked stale, each restored read
    // is shown at once and asked again as its page mounts. Without this, a reload within the
    // 30-second staleTime showed a refunded order as "Paid" (caught by e2e/payments.spec.ts).
    await queryClient.invalidateQueries({ refetchType: 'none' });
  }
  let stopSaving: (() => void) | undefined;
  const startSaving = (id: number) => {
    stopSaving = persistQueryClientSubscribe({
      queryClient,
      persister,
      buster: String(id),
      dehydrateOptions: {
        shouldDehydrateQuery: (query) => isKeptRead(query, registeredEventIds(queryClient.getQueryCache().getAll())),
        shouldDehydrateMutation: () => false,
      },
    });
  };
  // The first visit after a sign-in knows the person once the profile has answered.
  const waitForPerson = queryClient.getQueryCache().subscribe(() => {
    const id = readPersonId();
    if (id === undefined || stopSaving) return;
    startSaving(id);
  });
  if (personId !== undefined) startSaving(personId);
  return async () => {
    isStopped = true;
    waitForPerson();
    stopSaving?.();
    await persister.removeClient();
  };
}
