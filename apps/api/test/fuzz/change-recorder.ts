import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/**
 * Records every row written to the test database: a row trigger on each table of the public schema
 * notes the table's name in `fuzz_changes`. It is transactional, so writes rolled back with a refused
 * request leave no note; inserts, updates and deletes all do. Only ever installed on a test's own copy.
 */
export async function installChangeRecorder(db: Database): Promise<void> {
  await db.execute(sql.raw(`create table if not exists fuzz_changes (table_name text not null)`));
  await db.execute(
    sql.raw(`create or replace function fuzz_note_change() returns trigger language plpgsql as $$
      begin insert into fuzz_changes values (tg_table_name); return null; end $$`),
  );
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'fuzz_changes'`,
  );
  for (const { name } of tables.rows) {
    await db.execute(
      sql.raw(
        `create trigger fuzz_note_change after insert or update or delete on "${name}" for each row execute function fuzz_note_change()`,
      ),
    );
  }
}

/** The tables written since the last call (and forgets them). */
export async function takeChanges(db: Database): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(sql`delete from fuzz_changes returning table_name`);
  return [...new Set(result.rows.map((row) => row.table_name))].sort();
}
