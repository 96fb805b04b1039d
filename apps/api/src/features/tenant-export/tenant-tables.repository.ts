import { getTableColumns, is } from 'drizzle-orm';
import { PgTable, getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index';

/**
 * Which tables a tenant export holds and how each row is found, read from the Drizzle schema itself,
 * so a table added later is exported (and restored) without touching this feature.
 *
 * A table belongs to the tenant when it has a `tenant_id` column, or a foreign key to a table that
 * belongs to it (registrations through users, venues through events, ...).
 */

/** Not exported: the operators' own data, counters shared by all tenants. */
const PLATFORM_TABLES = new Set([
  'tenants',
  'platform_operators',
  'platform_audit_log',
  'rate_limit_hits',
  'otp_send_budgets',
  'used_captchas',
]);

/**
 * Not exported: short-lived credentials and replay caches (sign-in codes, sessions, challenges,
 * kiosk tokens). They expire within hours or days and would be dead on another deployment
 * anyway; a restored site starts with everyone signed out.
 */
const TRANSIENT_TABLES = new Set([
  'sessions',
  'otp_codes',
  'otp_sends',
  'otp_lockouts',
  'mfa_challenges',
  'email_verification_tokens',
  'account_deletion_codes',
  'kiosk_sessions',
  'check_in_replies',
  'sso_login_flows',
  // Calendar feed links are sealed under this deployment's DATA_ENCRYPTION_KEY: people make a new one.
  'calendar_feeds',
  // Push subscriptions are bound to this deployment's VAPID key; queued messages are for now, not for a copy.
  'push_subscriptions',
  'notification_outbox',
]);

export interface ForeignKeyLink {
  /** The column of this table holding the other row's key. */
  column: PgColumn;
  /** The SQL name of the table it points at. */
  foreignTable: string;
  /** The column of that table it points at. */
  foreignColumn: PgColumn;
}

export interface TenantTable {
  /** The SQL table name: the export's file is `tables/<name>.jsonl`. */
  name: string;
  table: PgTable;
  columns: PgColumn[];
  /** Keyset pagination order: the primary key's columns (empty only for short-lived tables outside the export). */
  keyColumns: PgColumn[];
  /** The single generated key a restore replaces with a fresh one (serial or random uuid); null for natural or composite keys. */
  generatedKey: PgColumn | null;
  /** How the tenant's rows are found: its own tenant_id, or a foreign key into a table that has them. */
  scope: { kind: 'tenant'; column: PgColumn } | { kind: 'parent'; link: ForeignKeyLink };
  /** Every foreign key of the table (remapped on restore). */
  links: ForeignKeyLink[];
}

function linksOf(table: PgTable): ForeignKeyLink[] {
  return getTableConfig(table).foreignKeys.flatMap((foreignKey) => {
    const reference = foreignKey.reference();
    // Every foreign key in this schema is single-column.
    if (reference.columns.length !== 1) return [];
    return [
      {
        column: reference.columns[0]!,
        foreignTable: getTableConfig(reference.foreignTable).name,
        foreignColumn: reference.foreignColumns[0]!,
      },
    ];
  });
}

function keyColumnsOf(table: PgTable): PgColumn[] {
  const config = getTableConfig(table);
  const single = config.columns.filter((column) => column.primary);
  if (single.length > 0) return single;
  return config.primaryKeys[0]?.columns ?? [];
}

function generatedKeyOf(keyColumns: PgColumn[]): PgColumn | null {
  if (keyColumns.length !== 1) return null;
  const key = keyColumns[0]!;
  return key.columnType === 'PgSerial' || (key.columnType === 'PgUUID' && key.hasDefault) ? key : null;
}

/** The tenant's tables but `excluded`, parents before children (the order a restore inserts them in). */
function buildTenantTables(excluded: (name: string) => boolean, needsKey = true): TenantTable[] {
  const candidates = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => ({ table, name: getTableConfig(table).name }))
    .filter(({ name }) => !excluded(name));

  const placed = new Map<string, TenantTable>();
  let remaining = candidates;
  // Each round places the tables whose every foreign-key parent is placed (or outside the export):
  // a topological order, which is also the order scopes resolve in.
  while (remaining.length > 0) {
    const names = new Set(remaining.map((candidate) => candidate.name));
    const ready = remaining.filter(({ table, name }) =>
      linksOf(table).every((link) => link.foreignTable === name || !names.has(link.foreignTable) || placed.has(link.foreignTable)),
    );
    if (ready.length === 0) throw new Error(`Foreign-key cycle among ${[...names].join(', ')}`);
    for (const { table, name } of ready) {
      const config = getTableConfig(table);
      const links = linksOf(table);
      const tenantColumn = config.columns.find((column) => column.name === 'tenant_id');
      const parentLink =
        links.find((link) => link.column.notNull && placed.has(link.foreignTable)) ?? links.find((link) => placed.has(link.foreignTable));
      const scope = tenantColumn
        ? ({ kind: 'tenant', column: tenantColumn } as const)
        : parentLink
          ? ({ kind: 'parent', link: parentLink } as const)
          : undefined;
      if (!scope) continue;
      const keyColumns = keyColumnsOf(table);
      if (keyColumns.length === 0 && needsKey) throw new Error(`Table ${name} has no primary key to page by`);
      placed.set(name, { name, table, columns: config.columns, keyColumns, generatedKey: generatedKeyOf(keyColumns), scope, links });
    }
    const readyNames = new Set(ready.map((candidate) => candidate.name));
    remaining = remaining.filter((candidate) => !readyNames.has(candidate.name));
  }
  return [...placed.values()];
}

/** What an export holds and an import restores. */
export const TENANT_TABLES: readonly TenantTable[] = buildTenantTables((name) => PLATFORM_TABLES.has(name) || TRANSIENT_TABLES.has(name));

/**
 * Every table holding rows of a tenant, short-lived ones included: what erasing a tenant deletes
 * (children before parents: this list reversed). The shared counters of PLATFORM_TABLES hold no
 * tenant column and expire on their own.
 */
export const TENANT_OWNED_TABLES: readonly TenantTable[] = buildTenantTables((name) => PLATFORM_TABLES.has(name), false);

export function tenantTableNamed(name: string): TenantTable | undefined {
  return TENANT_OWNED_TABLES.find((table) => table.name === name);
}

/** The table's columns by their property name in the schema (the keys of an exported row). */
export function columnsByProperty(table: TenantTable): Array<[property: string, column: PgColumn]> {
  return Object.entries(getTableColumns(table.table));
}
