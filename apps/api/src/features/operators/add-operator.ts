import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { findOrCreateCompany, findUserByPhone, insertUser, updateUser } from '../users';
import { findOperatorByPhone, findPlatformRealm, insertPlatformAudit, upsertOperator, type OperatorRow } from './platform.repository';
import type { PlatformActor } from './platform-actor';

/** The company every operator account belongs to inside the platform realm (sign-in asks for one otherwise). */
const OPERATORS_COMPANY = 'Platform operators';

/**
 * Lists a phone as a platform operator (idempotent: a second call changes only the name). The
 * account lives in the platform realm, pre-registered, with two-factor authentication required,
 * so the first sign-in on PLATFORM_HOST leads straight to its setup. Answers whether it was new.
 */
export async function addOperator(
  db: Database,
  input: { phone: string; name: string; email?: string },
  actor: PlatformActor,
): Promise<{ operator: OperatorRow; isNew: boolean }> {
  return db.transaction(async (tx) => {
    const realm = await findPlatformRealm(tx);
    if (!realm)
      throw new DomainError('NOT_FOUND', 'The platform realm is missing: run the database migrations first (npm run db:migrate).');
    const isNew = (await findOperatorByPhone(tx, input.phone)) === undefined;
    const company = await findOrCreateCompany(tx, realm.id, OPERATORS_COMPANY);
    const existing = await findUserByPhone(tx, realm.id, input.phone);
    const account = existing
      ? await updateUser(tx, existing.id, { name: input.name, role: 'admin', isPreRegistered: true, mfaSetupRequired: true })
      : await insertUser(tx, {
          tenantId: realm.id,
          phone: input.phone,
          name: input.name,
          email: input.email ?? null,
          companyId: company.id,
          role: 'admin',
          isPreRegistered: true,
          mfaSetupRequired: true,
        });
    const operator = await upsertOperator(tx, { phone: input.phone, name: input.name, userId: account.id });
    await insertPlatformAudit(tx, {
      operatorId: actor.operatorId,
      actorLabel: actor.label,
      action: isNew ? 'operator.added' : 'operator.renamed',
      detail: { phone: maskPhone(input.phone), name: input.name },
    });
    return { operator, isNew };
  });
}

/** `98xxxxxx10`: enough to tell operators apart in the log, not a number to call. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 2)}xxxxxx${phone.slice(-2)}`;
}

/** Adds the operator unless the phone is listed already (the demo seed, at every start). */
export async function ensureOperator(
  db: Database,
  input: { phone: string; name: string; email?: string },
  actor: PlatformActor,
): Promise<void> {
  if (await findOperatorByPhone(db, input.phone)) return;
  await addOperator(db, input, actor);
}
