import type { Database } from '../../../db/client';
import { DomainError } from '../../../errors/domain-error';
import type { Clock } from '../../../platform/clock';
import { writeAuditEntry } from '../../../platform/audit/write-audit-entry';
import { approveCompany, findCompany, mergeCompany, type AdminCompanyRow } from './admin-companies.repository';

type Actor = { tenantId: number; userId: number };

async function requireCompany(db: Database, tenantId: number, companyId: number): Promise<AdminCompanyRow> {
  const row = await findCompany(db, tenantId, companyId);
  if (!row) throw new DomainError('NOT_FOUND', 'Company not found on this site.');
  return row;
}

/** Approves a typed company so everyone can pick it; audited. */
export async function approveTypedCompany(db: Database, clock: Clock, actor: Actor, companyId: number): Promise<AdminCompanyRow> {
  const before = await requireCompany(db, actor.tenantId, companyId);
  await db.transaction(async (tx) => {
    await approveCompany(tx, before.id);
    await writeAuditEntry(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      action: 'company.approved',
      entity: 'company',
      entityId: before.id,
      before,
      after: { ...before, status: 'approved' },
      at: clock.now(),
    });
  });
  return requireCompany(db, actor.tenantId, before.id);
}

/** Merges a company into another of the same tenant (its people and teams move); audited. */
export async function mergeCompanies(
  db: Database,
  clock: Clock,
  actor: Actor,
  sourceId: number,
  intoCompanyId: number,
): Promise<{ source: AdminCompanyRow; target: AdminCompanyRow }> {
  if (intoCompanyId === sourceId) throw new DomainError('VALIDATION_FAILED', 'Choose a different company to merge into.');
  const source = await requireCompany(db, actor.tenantId, sourceId);
  const target = await requireCompany(db, actor.tenantId, intoCompanyId);
  await db.transaction(async (tx) => {
    await mergeCompany(tx, source.id, target.id);
    await writeAuditEntry(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      action: 'company.merged',
      entity: 'company',
      entityId: source.id,
      before: { source, target },
      after: { mergedInto: { id: target.id, name: target.name }, movedPeople: source.people, movedTeams: source.teams },
      at: clock.now(),
    });
  });
  return { source, target: await requireCompany(db, actor.tenantId, target.id) };
}
