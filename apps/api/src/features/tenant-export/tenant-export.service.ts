import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { ATTENDANCE_CSV_COLUMNS, REGISTRATIONS_CSV_COLUMNS } from '@podium/contracts/staff/exports';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { csvStream, type CsvCell } from '../../platform/csv/csv-file';
import type { PictureStore } from '../../platform/picture-store/picture-store';
import { keysetPages, readAttendancePage, readRegistrationPage } from '../staff';
import { listAdminOrders, presentAdminOrder, presentOrdersCsv } from '../payments';
import { TENANT_TABLES, type TenantTable } from './tenant-tables.repository';
import {
  findTenantHostnames,
  listTenantEvents,
  readPeoplePage,
  readTenantTablePage,
  type ExportedRow,
  type TenantRow,
} from './tenant-export.repository';
import { TENANT_EXPORT_FORMAT, tableFileName, toJsonLine, uploadKeysIn, type TenantExportManifest } from './tenant-export-format';

export interface TenantExportDeps {
  db: Database;
  clock: Clock;
  pictures: PictureStore;
}

export const PEOPLE_CSV_COLUMNS = ['Person ID', 'Name', 'Phone', 'Email', 'Gender', 'Company', 'Role', 'Joined', 'Erased'] as const;

/** Every row of the tenant's `table`, a page at a time by key. */
async function* tenantRows(db: Database, table: TenantTable, tenantId: number): AsyncGenerator<ExportedRow> {
  let after: unknown[] | null = null;
  for (;;) {
    const page = await readTenantTablePage(db, table, tenantId, after);
    yield* page;
    if (page.length === 0) return;
    const last = page[page.length - 1]!;
    after = table.keyColumns.map((column) => last[keyOf(table, column.name)]);
  }
}

/** The Drizzle property name of a column (rows come back keyed by it, not by the SQL name). */
function keyOf(table: TenantTable, columnName: string): string {
  return Object.entries(table.table).find(([, value]) => (value as { name?: string } | undefined)?.name === columnName)?.[0] ?? columnName;
}

/**
 * A company's whole site as a zip, written while it is read: `tenant.json` (the tenant row and
 * hosts), `tables/<table>.jsonl` (one JSON object per row), `csv/*.csv` for people,
 * registrations, attendance and orders, `uploads/<key>` for the pictures its rows name, and
 * `manifest.json` last with the row count of every table. Rows are read a page at a time, so the
 * export never sits in memory whole. The caller finds the tenant and audits the export.
 */
export async function tenantExportZip(deps: TenantExportDeps, tenant: TenantRow) {
  const tenantId = tenant.id;
  const hostnames = await findTenantHostnames(deps.db, tenantId);
  const exportedAt = deps.clock.now();
  const manifest: TenantExportManifest = {
    format: TENANT_EXPORT_FORMAT,
    exportedAt: exportedAt.toISOString(),
    slug: tenant.slug,
    tables: {},
    uploads: 0,
  };
  const uploadKeys = new Set<string>();
  const zip = new ZipFile();
  const add = (name: string, stream: Readable) => {
    // yazl does not listen for its inputs' errors: a failed page read would otherwise be an
    // unhandled 'error' event. Failing the output ends the download (Fastify logs it).
    stream.on('error', (error) => (zip.outputStream as Readable).destroy(error));
    zip.addReadStream(stream, name, { mtime: exportedAt });
  };

  zip.addBuffer(Buffer.from(toJsonLine({ tenant, hostnames })), 'tenant.json', { mtime: exportedAt });
  for (const key of uploadKeysIn(tenant)) uploadKeys.add(key);
  for (const table of TENANT_TABLES) {
    add(
      tableFileName(table.name),
      Readable.from(
        (async function* () {
          let count = 0;
          for await (const row of tenantRows(deps.db, table, tenantId)) {
            count += 1;
            for (const key of uploadKeysIn(row)) uploadKeys.add(key);
            yield toJsonLine(row);
          }
          manifest.tables[table.name] = count;
        })(),
      ),
    );
  }

  const events = await listTenantEvents(deps.db, tenantId);
  add(
    'csv/people.csv',
    csvStream(
      PEOPLE_CSV_COLUMNS,
      (async function* () {
        for await (const person of keysetPages((afterId) => readPeoplePage(deps.db, tenantId, afterId)))
          yield [
            person.id,
            person.name,
            person.phone,
            person.email,
            person.gender,
            person.company,
            person.role,
            person.createdAt.toISOString(),
            person.erasedAt?.toISOString() ?? null,
          ] satisfies CsvCell[];
      })(),
    ),
  );
  add(
    'csv/registrations.csv',
    csvStream(
      ['Event', ...REGISTRATIONS_CSV_COLUMNS],
      (async function* () {
        for (const event of events)
          for await (const row of keysetPages((afterId) => readRegistrationPage(deps.db, event.id, {}, afterId)))
            yield [
              event.slug,
              row.id,
              row.registeredAt,
              row.status,
              row.name,
              row.phone,
              row.email,
              row.company,
              row.sport,
              row.category,
              row.venue,
              row.team,
            ] satisfies CsvCell[];
      })(),
    ),
  );
  add(
    'csv/attendance.csv',
    csvStream(
      ['Event', ...ATTENDANCE_CSV_COLUMNS],
      (async function* () {
        for (const event of events)
          for await (const row of keysetPages((afterId) => readAttendancePage(deps.db, event.id, {}, afterId)))
            yield [
              event.slug,
              row.id,
              row.day,
              row.recordedAt,
              row.direction,
              row.type,
              row.method,
              row.name,
              row.phone,
              row.email,
              row.company,
              row.sport,
              row.category,
              row.venue,
              row.recordedBy,
              row.reason,
              row.undoneAt,
              row.undoReason,
              row.isOffline ? 'offline' : '',
            ] satisfies CsvCell[];
      })(),
    ),
  );
  // The console's orders CSV (its latest 1000 orders); every order is in tables/payment_orders.jsonl.
  // It is the last table entry: once the zip has read it, every table is read, so the uploads the
  // rows named and the manifest with their counts can follow.
  add(
    'csv/orders.csv',
    Readable.from(
      (async function* () {
        yield presentOrdersCsv((await listAdminOrders(deps.db, tenantId, {})).map(presentAdminOrder));
        addUploadsAndManifest();
      })(),
    ),
  );

  function addUploadsAndManifest() {
    for (const key of [...uploadKeys].sort()) {
      add(
        `uploads/${key}`,
        Readable.from(
          (async function* () {
            const bytes = await deps.pictures.get(key);
            if (bytes) {
              manifest.uploads += 1;
              yield bytes;
            }
          })(),
        ),
      );
    }
    add(
      'manifest.json',
      Readable.from(
        (async function* () {
          yield toJsonLine(manifest);
        })(),
      ),
    );
    zip.end();
  }

  return { fileName: `${tenant.slug}-export-${exportedAt.toISOString().slice(0, 10)}.zip`, stream: zip.outputStream };
}
