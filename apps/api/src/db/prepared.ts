import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client';

/**
 * Drizzle hands timestamps, dates and intervals back as PostgreSQL's text (its node-postgres and
 * PGlite sessions do the same); a prepared query must match what `db.execute` returns.
 */
const RAW_TEXT_TYPES = [
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
];
const rawTextTypes = new Set<number>(RAW_TEXT_TYPES);
const keepText = (value: string) => value;
const pgTypes = {
  getTypeParser: (typeId: number, format?: string) =>
    rawTextTypes.has(typeId) ? keepText : pg.types.getTypeParser(typeId, format as 'text'),
} as pg.CustomTypesConfig;
const pgliteOptions = { parsers: Object.fromEntries(RAW_TEXT_TYPES.map((typeId) => [typeId, keepText])) };

/** A hot-path statement, rendered to text once; each call only binds its values. */
export interface PreparedQuery<Values extends Record<string, unknown>, Row extends Record<string, unknown>> {
  execute(db: Database, values: Values): Promise<{ rows: Row[] }>;
}

/**
 * Defines a hot-path statement whose text never changes: `build` writes it with `param(name)` where
 * each call's value goes, and it is rendered to SQL text once, here. On PostgreSQL each call runs
 * it as a named prepared statement, so each pooled connection parses and plans it once and then
 * only binds and executes: for the check-in's context read, planning cost several times the
 * execution (EXPLAIN ANALYZE: ~1.2 ms planning vs ~0.2 ms execution). Rendering drizzle's `sql`
 * template to text on every call was itself ~5% of the server's CPU per check-in (the profile in
 * docs/benchmarks.md). The name is a hash of the text, so two statements never share one. PGlite
 * (one in-process connection) gets the same text and values.
 */
export function definePreparedQuery<Values extends Record<string, unknown>, Row extends Record<string, unknown>>(
  build: (param: (name: keyof Values & string) => Placeholder) => SQL,
): PreparedQuery<Values, Row> {
  const { sql: text, params } = new PgDialect().sqlToQuery(build((name) => sql.placeholder(name)));
  const name = `podium_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  return {
    async execute(db, values) {
      const bound = fillPlaceholders(params, values);
      const client = (db as unknown as { $client?: unknown }).$client;
      if (client instanceof pg.Pool) {
        const result = await client.query({ name, text, values: bound, types: pgTypes });
        return { rows: result.rows as Row[] };
      }
      if (client instanceof PGlite) {
        const result = await client.query<Row>(text, bound, pgliteOptions);
        return { rows: result.rows };
      }
      throw new Error('A prepared query runs on the database itself, not inside a transaction');
    },
  };
}
