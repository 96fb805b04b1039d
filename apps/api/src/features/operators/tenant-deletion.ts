import type { AppContext } from '../../app-context';
import type { Job } from '../../platform/jobs';
import {
  TENANT_DELETION_EXPORT_MAX_AGE_HOURS,
  TENANT_DELETION_GRACE_DAYS,
  type DeletePlatformTenantRequest,
} from '@podium/contracts/platform/platform-tenants';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../platform/clock';
import type { PictureStore } from '../../platform/picture-store/picture-store';
import { readTenantTablePage, TENANT_OWNED_TABLES, uploadKeysIn, type TenantTable } from '../tenant-export';
import type { PlatformActor } from './platform-actor';
import { findCompanyTenant, insertPlatformAudit } from './platform.repository';
import {
  claimDueDeletion,
  deleteTenantRow,
  deleteTenantTableRows,
  findExportSince,
  findStatusBeforeDeletion,
  markTenantDeleting,
  restoreDeletingTenant,
} from './tenant-deletion.repository';

/**
 * A company site's deletion (issue 29 §4): only after a recent export and with the slug typed
 * again; the site closes at once (like a suspension) and stays restorable for
 * TENANT_DELETION_GRACE_DAYS; then the purge job erases every row and upload it owns, in one
 * transaction, and audits the count of each table.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the purge job looks for sites whose grace period ended. */
const PURGE_INTERVAL_MS = 15 * 60 * 1000;

export interface TenantDeletionDeps {
  db: Database;
  clock: Clock;
  /** Called after any change, so every cached host → tenant answer is dropped. */
  onTenantsChanged: () => void;
}

function refusal(code: 'CONFLICT' | 'VALIDATION_FAILED', field: string | null, message: string): DomainError {
  return new DomainError(code, message, field ? { fields: { [field]: [message] } } : {});
}

export async function requestTenantDeletion(
  deps: TenantDeletionDeps,
  tenantId: number,
  input: DeletePlatformTenantRequest,
  actor: PlatformActor,
) {
  const now = deps.clock.now();
  const dueAt = new Date(now.getTime() + TENANT_DELETION_GRACE_DAYS * DAY_MS);
  await deps.db.transaction(async (tx) => {
    const tenant = await findCompanyTenant(tx, tenantId);
    if (!tenant) throw new DomainError('NOT_FOUND', 'There is no such site.');
    if (tenant.status === 'deleting')
      throw refusal(
        'CONFLICT',
        null,
        `${tenant.name} is already being deleted; it can be restored until ${tenant.deletionDueAt?.toISOString()}.`,
      );
    if (input.confirmSlug !== tenant.slug)
      throw refusal('VALIDATION_FAILED', 'confirmSlug', `Type the site's slug, ${tenant.slug}, exactly to confirm the deletion.`);
    const exportedSince = new Date(now.getTime() - TENANT_DELETION_EXPORT_MAX_AGE_HOURS * 60 * 60 * 1000);
    if (!(await findExportSince(tx, tenantId, exportedSince)))
      throw refusal(
        'CONFLICT',
        null,
        `Export ${tenant.name} first: a deletion needs an export taken in the last ${TENANT_DELETION_EXPORT_MAX_AGE_HOURS} hours.`,
      );
    // Two operators deleting at once: the second finds it deleting already.
    if (!(await markTenantDeleting(tx, tenantId, dueAt))) throw refusal('CONFLICT', null, `${tenant.name} is already being deleted.`);
    await insertPlatformAudit(tx, {
      operatorId: actor.operatorId,
      actorLabel: actor.label,
      action: 'tenant.deletion-requested',
      tenantId,
      at: now,
      detail: { slug: tenant.slug, erasedAfter: dueAt.toISOString(), statusBefore: tenant.status },
    });
  });
  deps.onTenantsChanged();
}

/**
 * Restores a site being deleted (its data was never touched) to the status it had: open, or still
 * suspended when the operator had suspended it before deleting.
 */
export async function restoreTenant(deps: TenantDeletionDeps, tenantId: number, actor: PlatformActor) {
  await deps.db.transaction(async (tx) => {
    const restored = await restoreDeletingTenant(tx, tenantId, await findStatusBeforeDeletion(tx, tenantId));
    if (!restored) {
      if (!(await findCompanyTenant(tx, tenantId))) throw new DomainError('NOT_FOUND', 'There is no such site.');
      throw refusal('CONFLICT', null, 'This site is not being deleted: there is nothing to restore.');
    }
    await insertPlatformAudit(tx, {
      operatorId: actor.operatorId,
      actorLabel: actor.label,
      action: 'tenant.restored',
      tenantId,
      at: deps.clock.now(),
      detail: { slug: restored.slug, status: restored.status },
    });
  });
  deps.onTenantsChanged();
}

export interface PurgeDeps {
  db: Database;
  clock: Clock;
  pictures: PictureStore;
  onTenantsChanged: () => void;
}

export interface PurgedTenant {
  tenantId: number;
  slug: string;
  /** Rows deleted per table (tables with none left out). */
  rows: Record<string, number>;
  uploads: number;
}

/** The store keys of the uploads the tenant's rows name, read a page at a time. */
async function uploadKeysOfTenant(tx: Database, tenantId: number, tenantRow: unknown): Promise<Set<string>> {
  const keys = new Set(uploadKeysIn(tenantRow));
  // Keyless tables are short-lived credentials (sign-in codes): they name no upload.
  for (const table of TENANT_OWNED_TABLES.filter((owned) => owned.keyColumns.length > 0)) {
    let after: unknown[] | null = null;
    for (;;) {
      const page = await readTenantTablePage(tx, table, tenantId, after);
      if (page.length === 0) break;
      for (const row of page) for (const key of uploadKeysIn(row)) keys.add(key);
      const last = page[page.length - 1]!;
      after = table.keyColumns.map((column) => last[propertyOf(table, column.name)]);
    }
  }
  return keys;
}

/** The Drizzle property name of a column (rows come back keyed by it). */
function propertyOf(table: TenantTable, columnName: string): string {
  return Object.entries(table.table).find(([, value]) => (value as { name?: string } | undefined)?.name === columnName)?.[0] ?? columnName;
}

/**
 * Erases every site whose grace period has ended: its rows (children before parents), the tenant
 * row and its hosts in one transaction with the audit entry, then its uploads. A crash between the
 * commit and the upload removal leaves unreferenced files, never rows without their files.
 */
export async function purgeDueTenants(deps: PurgeDeps): Promise<PurgedTenant[]> {
  const purged: PurgedTenant[] = [];
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const tenant = await claimDueDeletion(tx, deps.clock.now());
      if (!tenant) return undefined;
      const uploadKeys = await uploadKeysOfTenant(tx, tenant.id, tenant);
      const rows: Record<string, number> = {};
      for (const table of [...TENANT_OWNED_TABLES].reverse()) {
        const count = await deleteTenantTableRows(tx, table, tenant.id);
        if (count > 0) rows[table.name] = count;
      }
      await deleteTenantRow(tx, tenant.id);
      await insertPlatformAudit(tx, {
        operatorId: null,
        actorLabel: 'deletion job',
        action: 'tenant.erased',
        tenantId: tenant.id,
        detail: { slug: tenant.slug, rows, uploads: uploadKeys.size },
      });
      return { result: { tenantId: tenant.id, slug: tenant.slug, rows, uploads: uploadKeys.size }, uploadKeys };
    });
    if (!done) break;
    await Promise.all([...done.uploadKeys].map((key) => deps.pictures.remove(key)));
    purged.push(done.result);
  }
  if (purged.length > 0) deps.onTenantsChanged();
  return purged;
}

/** The purge of sites past their grace period, every 15 minutes while the server is up (tests call purgeDueTenants). */
export function tenantPurgeJob(deps: AppContext): Job {
  const purgeDeps: PurgeDeps = {
    db: deps.db,
    clock: deps.clock,
    pictures: deps.pictures,
    onTenantsChanged: () => deps.tenants.invalidate(),
  };
  return {
    name: 'tenant-purge',
    everyMs: PURGE_INTERVAL_MS,
    run: async () => {
      const purged = await purgeDueTenants(purgeDeps);
      return purged.length > 0 ? { erased: purged.map(({ tenantId, rows, uploads }) => ({ tenantId, rows, uploads })) } : undefined;
    },
  };
}
