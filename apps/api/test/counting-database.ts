import type { PGlite, Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '../src/db/client';
import * as schema from '../src/db/schema/index';

export interface CountingDatabase {
  /** The same database, its Drizzle instance built over a driver that counts what it sends. */
  handle: DatabaseHandle;
  /** Statements sent to the database since the last reset (each one a network round trip on PostgreSQL). */
  roundTrips(): number;
  /** The statements themselves, first line of each, for a readable failure message. */
  statements(): string[];
  reset(): void;
}

/**
 * Wraps a test database so every statement the app sends is counted: `query`/`exec` on PGlite (a
 * transaction adds its BEGIN and COMMIT) and `query` on the pg pool and its checked-out clients
 * (which already carry BEGIN and COMMIT). The app under test is the real one, given this handle.
 */
export function countRoundTrips(database: DatabaseHandle): CountingDatabase {
  const seen: string[] = [];
  const note = (text: unknown) => {
    const statement = typeof text === 'string' ? text : ((text as { text?: string } | undefined)?.text ?? String(text));
    seen.push(statement.trim().split('\n')[0]!.slice(0, 120));
  };
  const countingQuery =
    <T extends object>(target: T) =>
    (property: string | symbol, original: unknown) => {
      if ((property === 'query' || property === 'exec') && typeof original === 'function') {
        return (...args: unknown[]) => {
          note(args[0]);
          return (original as (...values: unknown[]) => unknown).apply(target, args);
        };
      }
      return typeof original === 'function' ? (original as (...values: unknown[]) => unknown).bind(target) : original;
    };

  let db: Database;
  if (database.pglite) {
    const wrapTransaction = (tx: Transaction): Transaction =>
      new Proxy(tx, { get: (target, property) => countingQuery(target)(property, Reflect.get(target, property)) });
    const client = new Proxy(database.pglite, {
      get(target, property) {
        if (property === 'transaction') {
          return async <T>(callback: (tx: Transaction) => Promise<T>) => {
            note('BEGIN');
            try {
              return await target.transaction((tx) => callback(wrapTransaction(tx)));
            } finally {
              note('COMMIT');
            }
          };
        }
        return countingQuery(target)(property, Reflect.get(target, property));
      },
    }) as PGlite;
    db = drizzlePglite(client, { schema }) as unknown as Database;
  } else if (database.pool) {
    const wrapClient = (client: pg.PoolClient): pg.PoolClient =>
      new Proxy(client, { get: (target, property) => countingQuery(target)(property, Reflect.get(target, property)) });
    const pool = new Proxy(database.pool, {
      get(target, property) {
        if (property === 'connect') return async () => wrapClient(await target.connect());
        return countingQuery(target)(property, Reflect.get(target, property));
      },
    });
    db = drizzlePg(pool, { schema });
  } else {
    throw new Error('countRoundTrips needs a PGlite or pg database');
  }
  return {
    handle: { ...database, db },
    roundTrips: () => seen.length,
    statements: () => [...seen],
    reset: () => {
      seen.length = 0;
    },
  };
}
