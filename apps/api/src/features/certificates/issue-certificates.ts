import { randomBytes } from 'node:crypto';
import { CERTIFICATE_CODE_BYTES } from '@podium/contracts/certificates/certificate';
import {
  insertCertificates,
  listCheckedInUserIds,
  listLiveCertificatesOfCategory,
  listMedallists,
  lockCategoryForIssue,
  withdrawCertificates,
  type Executor,
} from './certificates.repository';
import { entitlementsOf, planCertificateChanges } from './plan-certificates';

/** A fresh certificate code: CERTIFICATE_CODE_BYTES from the system's CSPRNG, base64url. */
export const newCertificateCode = () => randomBytes(CERTIFICATE_CODE_BYTES).toString('base64url');

/**
 * Brings one category's certificates in line with its placings and check-ins, inside the caller's
 * transaction (the one that changed the placings, so a correction and its reissue commit together).
 * Certificates that no longer say the truth are withdrawn, never edited; new ones get new codes.
 * Returns how many were withdrawn and issued.
 */
export async function reissueCategoryCertificates(
  db: Executor,
  eventSportCategoryId: number,
  now: Date,
): Promise<{ withdrawn: number; issued: number }> {
  const category = await lockCategoryForIssue(db, eventSportCategoryId);
  if (!category) return { withdrawn: 0, issued: 0 };
  const owed = entitlementsOf(await listMedallists(db, eventSportCategoryId), await listCheckedInUserIds(db, eventSportCategoryId));
  const { withdrawIds, issue } = planCertificateChanges(await listLiveCertificatesOfCategory(db, eventSportCategoryId), owed);
  await withdrawCertificates(db, withdrawIds, now);
  await insertCertificates(
    db,
    issue.map((entitlement) => ({
      tenantId: category.tenantId,
      eventId: category.eventId,
      eventSportCategoryId,
      userId: entitlement.userId,
      kind: entitlement.kind,
      place: entitlement.place,
      code: newCertificateCode(),
      issuedAt: now,
    })),
  );
  return { withdrawn: withdrawIds.length, issued: issue.length };
}
