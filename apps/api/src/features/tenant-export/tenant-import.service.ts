import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { PictureStore } from '../../platform/picture-store/picture-store';
import { TENANT_TABLES, columnsByProperty, type TenantTable } from './tenant-tables.repository';
import {
  findAnsweredHostnames,
  insertRestoredRow,
  insertRestoredTenant,
  isTenantSlugTaken,
  setRestoredTenantDefaultCity,
  type ExportedRow,
  type TenantRow,
} from './tenant-export.repository';
import { TENANT_EXPORT_FORMAT, tableFileName, type TenantExportManifest } from './tenant-export-format';
import type { ZipReader } from './zip-reader';

export interface TenantImportOptions {
  /** Hosts the restored site answers instead of the exported ones (e.g. on a staging deployment). */
  hostnames?: string[];
}

export interface TenantImportResult {
  tenantId: number;
  slug: string;
  hostnames: string[];
  /** Rows restored per table. */
  tables: Record<string, number>;
  uploads: number;
}

/** Old key → new key, per table. */
type KeyMaps = Map<string, Map<string, unknown>>;

/**
 * Ids kept in columns without a foreign key (the scan log keeps a scan's event and sport even after
 * they are deleted) or inside JSON (a draw's seeding and groups): remapped like foreign keys when
 * the row they name was restored, kept as they are otherwise.
 */
const LOOSE_IDS: Record<string, Record<string, (value: unknown, keys: KeyMaps) => unknown>> = {
  scan_log: {
    eventId: (value, keys) => keys.get('events')?.get(String(value)) ?? value,
    sportId: (value, keys) => keys.get('sports')?.get(String(value)) ?? value,
  },
  tournament_draws: {
    seededTeamIds: (value, keys) => (value as number[]).map((id) => keys.get('teams')?.get(String(id)) ?? id),
    groups: (value, keys) =>
      (value as Array<{ name: string; teamIds: number[] }>).map((group) => ({
        ...group,
        teamIds: group.teamIds.map((id) => keys.get('teams')?.get(String(id)) ?? id),
      })),
  },
};

function propertyOf(table: TenantTable, column: PgColumn): string {
  return columnsByProperty(table).find(([, candidate]) => candidate === column)![0];
}

/** The exported row as the new tenant's row: fresh generated key, tenant and foreign keys remapped, times as Dates. */
function restoredValues(table: TenantTable, row: ExportedRow, tenantId: number, keys: KeyMaps): ExportedRow {
  const values: ExportedRow = {};
  for (const [property, column] of columnsByProperty(table)) {
    if (column === table.generatedKey || !(property in row)) continue;
    let value = row[property];
    const link = table.links.find((candidate) => candidate.column === column);
    if (column.name === 'tenant_id') value = tenantId;
    else if (link && value !== null) {
      const mapped = keys.get(link.foreignTable)?.get(String(value));
      if (mapped === undefined && column.notNull)
        throw new DomainError(
          'VALIDATION_FAILED',
          `The export's ${table.name} row names ${link.foreignTable} ${String(value)}, which it does not hold.`,
        );
      value = mapped ?? null;
    } else if (value !== null && LOOSE_IDS[table.name]?.[property]) value = LOOSE_IDS[table.name]![property]!(value, keys);
    if (value !== null && typeof value === 'string' && column.columnType === 'PgTimestamp') value = new Date(value);
    values[property] = value;
  }
  return values;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/**
 * Restores an export (tenant-export.service.ts) as a new company site of this deployment: fresh
 * ids everywhere, every foreign key remapped, all in one transaction, so a refusal or a broken file
 * leaves nothing behind. Refuses a slug or host this deployment already has. Pictures are stored
 * after the rows commit (their keys are random, so they cannot clash).
 */
export async function importTenantExport(
  db: Database,
  pictures: PictureStore,
  zip: ZipReader,
  options: TenantImportOptions = {},
): Promise<TenantImportResult> {
  if (!zip.names.includes('manifest.json') || !zip.names.includes('tenant.json'))
    throw new DomainError('VALIDATION_FAILED', 'This file is not a Podium site export (no manifest.json or tenant.json in it).');
  const manifest = JSON.parse((await zip.bytes('manifest.json')).toString('utf8')) as TenantExportManifest;
  if (manifest.format !== TENANT_EXPORT_FORMAT)
    throw new DomainError(
      'VALIDATION_FAILED',
      `This export's format is "${String(manifest.format)}"; this version reads ${TENANT_EXPORT_FORMAT}.`,
    );
  const exported = JSON.parse((await zip.bytes('tenant.json')).toString('utf8')) as {
    tenant: TenantRow & { createdAt: string };
    hostnames: string[];
  };
  const hostnames = options.hostnames && options.hostnames.length > 0 ? options.hostnames : exported.hostnames;

  const result = await db.transaction(async (tx) => {
    if (await isTenantSlugTaken(tx, exported.tenant.slug))
      throw new DomainError(
        'CONFLICT',
        `A site with the slug "${exported.tenant.slug}" already exists on this deployment; nothing was imported.`,
      );
    const taken = await findAnsweredHostnames(tx, hostnames);
    if (taken.length > 0)
      throw new DomainError(
        'CONFLICT',
        `This deployment already answers ${taken.join(', ')}; pass other hosts with --host. Nothing was imported.`,
      );

    const { id: oldTenantId, createdAt, defaultCityId, ...tenantValues } = exported.tenant;
    const tenant = await insertRestoredTenant(tx, { ...tenantValues, kind: 'company', isDefault: false, createdAt: new Date(createdAt) });
    const keys: KeyMaps = new Map([['tenants', new Map<string, unknown>([[String(oldTenantId), tenant.id]])]]);
    const tables: Record<string, number> = {};
    for (const table of TENANT_TABLES) {
      const restored = new Map<string, unknown>();
      keys.set(table.name, restored);
      let count = 0;
      const rows =
        table.name === 'tenant_hosts'
          ? hostnames.map((hostname) => JSON.stringify({ hostname, tenantId: oldTenantId }))
          : zip.names.includes(tableFileName(table.name))
            ? zip.lines(tableFileName(table.name))
            : [];
      for await (const line of rows) {
        const row = JSON.parse(line) as ExportedRow;
        const inserted = await insertRestoredRow(tx, table, restoredValues(table, row, tenant.id, keys));
        if (table.generatedKey) {
          const property = propertyOf(table, table.generatedKey);
          restored.set(String(row[property]), inserted[property]);
        }
        count += 1;
      }
      tables[table.name] = count;
    }
    if (defaultCityId !== null)
      await setRestoredTenantDefaultCity(tx, tenant.id, (keys.get('cities')?.get(String(defaultCityId)) as number) ?? null);
    return { tenantId: tenant.id, slug: tenant.slug, hostnames, tables };
  });

  let uploads = 0;
  for (const name of zip.names) {
    if (!name.startsWith('uploads/') || name.endsWith('/')) continue;
    const key = name.slice('uploads/'.length);
    await pictures.put(key, await zip.bytes(name), CONTENT_TYPES[key.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream');
    uploads += 1;
  }
  return { ...result, uploads };
}
