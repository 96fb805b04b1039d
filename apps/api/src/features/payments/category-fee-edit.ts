import type { CategoryFee } from '@podium/contracts/payments/order';
import { writeAuditEntry, type AuditActor } from '../../platform/audit/write-audit-entry';
import { deleteCategoryFee, findFees, upsertCategoryFee, type Executor } from './payments.repository';
import { presentFee } from './admin-payment-setup';

/** The fee of each of these event sport categories (absent = free), for the admin's category editor. */
export async function findCategoryFeesById(db: Executor, eventSportCategoryIds: number[]): Promise<Map<number, CategoryFee>> {
  const rows = await findFees(db, eventSportCategoryIds);
  return new Map(rows.map((row) => [row.eventSportCategoryId, presentFee(row)]));
}

/**
 * Sets (or, with null, removes) the fee of an event sport category inside the caller's transaction,
 * with its audit row: the admin's category editor saves rules, capacity and fee as one change.
 * The caller has checked that the category is the tenant's and that the fee's rules hold.
 */
export async function replaceCategoryFee(
  tx: Executor,
  actor: AuditActor,
  eventSportCategoryId: number,
  fee: CategoryFee | null,
  at: Date,
): Promise<void> {
  const audit = { tenantId: actor.tenantId, actorUserId: actor.userId, entity: 'event_sport_category', entityId: eventSportCategoryId, at };
  if (fee === null) {
    const removed = await deleteCategoryFee(tx, eventSportCategoryId);
    if (removed) {
      await writeAuditEntry(tx, {
        ...audit,
        action: 'category-fee.removed',
        before: { amount: removed.amountMinor, currency: removed.currency },
        after: null,
      });
    }
    return;
  }
  await upsertCategoryFee(tx, actor.tenantId, eventSportCategoryId, {
    amountMinor: fee.amount,
    currency: fee.currency,
    chargedPer: fee.chargedPer,
    earlyBirdAmountMinor: fee.earlyBirdAmount,
    earlyBirdUntil: fee.earlyBirdUntil ? new Date(fee.earlyBirdUntil) : null,
  });
  await writeAuditEntry(tx, { ...audit, action: 'category-fee.set', before: null, after: fee });
}
