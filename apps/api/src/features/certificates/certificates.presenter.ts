import type { MyCertificate, VerifiedCertificate } from '@podium/contracts/certificates/certificate';
import type { CertificateFacts } from './certificates.repository';

/** A certificate's facts as the contract names them; never the row itself (its user id, email claim). */
export function presentMyCertificate(row: CertificateFacts): MyCertificate {
  return {
    code: row.certificate.code,
    kind: row.certificate.kind,
    place: row.certificate.place,
    holderName: row.holderName ?? '',
    eventName: row.eventName,
    eventStartsOn: row.eventStartsOn,
    eventEndsOn: row.eventEndsOn,
    sportName: row.sportName,
    categoryName: row.categoryName,
    issuedAt: row.certificate.issuedAt.toISOString(),
  };
}

/** What /verify shows: the facts, and whether the certificate still stands. */
export function presentVerifiedCertificate(row: CertificateFacts): VerifiedCertificate {
  return {
    ...presentMyCertificate(row),
    status: row.certificate.withdrawnAt ? 'withdrawn' : 'valid',
    withdrawnAt: row.certificate.withdrawnAt?.toISOString() ?? null,
  };
}
