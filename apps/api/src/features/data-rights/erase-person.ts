import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { scrubAuditEntriesAbout, writeAuditEntry } from '../../platform/audit/write-audit-entry';
import { checkAccountDeletionCode, useAccountDeletionCode } from '../auth';
import { KioskService } from '../kiosk';
import { removeProfilePicture } from '../profile';
import { anonymiseUser, findUserById, type UserRow } from '../users';
import { deletePersonalRows, revokeAndScrubSessions } from './erasure.repository';

type ErasureDeps = Pick<AppContext, 'db' | 'clock' | 'pictures' | 'secrets' | 'config'>;

/** Who asked for the erasure: the person (with their deletion code) or an admin (with a reason). */
export type ErasureRequest = { by: 'self'; code: string } | { by: 'admin'; adminUserId: number; reason: string };

const NOT_FOUND = 'Person not found on this site.';

/**
 * Erases a person's personal data in one transaction (see docs/privacy.md for what goes and what
 * stays): the account becomes the anonymous placeholder, personal rows are deleted, every session
 * is revoked, and one audit row says who erased whom and why. A self-deletion first checks (and
 * counts) the deletion code, then uses it up inside the same transaction. The profile photo file is
 * removed after the commit (a file store is not transactional; a leftover file is unreachable).
 */
export async function erasePerson(deps: ErasureDeps, tenantId: number, userId: number, request: ErasureRequest): Promise<void> {
  const person = await findUserById(deps.db, userId);
  if (!person || person.tenantId !== tenantId || person.erasedAt) throw new DomainError('NOT_FOUND', NOT_FOUND);
  if (request.by === 'admin' && request.adminUserId === userId) {
    throw new DomainError('CONFLICT', 'You cannot erase your own account from the console. Delete it from your profile instead.');
  }
  const codeHash = request.by === 'self' ? await checkAccountDeletionCode(deps, person, request.code) : undefined;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (codeHash) await useAccountDeletionCode(tx, person.id, codeHash);
    if (!(await anonymiseUser(tx, tenantId, person.id, now))) throw new DomainError('NOT_FOUND', NOT_FOUND);
    await eraseAround(tx, deps, person, now);
    await writeAuditEntry(tx, {
      tenantId,
      actorUserId: request.by === 'admin' ? request.adminUserId : person.id,
      action: 'user.erased',
      entity: 'user',
      entityId: person.id,
      before: null,
      after: request.by === 'admin' ? { by: 'admin', reason: request.reason } : { by: 'self' },
      at: now,
    });
  });
  await removeProfilePicture(deps.pictures, person.profileUrl);
}

/** What goes with the account row: personal rows, sessions, kiosks, earlier audit details. */
async function eraseAround(tx: Database, deps: ErasureDeps, person: UserRow, now: Date): Promise<void> {
  await deletePersonalRows(tx, person.tenantId, person.id, person.phone);
  await revokeAndScrubSessions(tx, person.tenantId, person.id, now);
  await new KioskService(tx, deps.clock).endKiosksStartedBy(person.tenantId, person.id);
  await scrubAuditEntriesAbout(tx, person.tenantId, person.id);
}
