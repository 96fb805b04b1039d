import { describeAward, type MyCertificate, type VerifiedCertificate } from '@podium/contracts/certificates/certificate';
import type { AppContext } from '../../app-context';
import { DomainError } from '../../errors/domain-error';
import { canonicalOriginOf, loadDocumentBrand } from '../tenants';
import type { CertificateMail } from '../email';
import { renderCertificatePdf } from './certificate-pdf';
import {
  claimCertificateEmail,
  findCertificateByCode,
  listDecidedCategoriesOfMember,
  listLiveCertificatesOfMember,
  listUnmailedCertificateIds,
  type CertificateFacts,
} from './certificates.repository';
import { presentMyCertificate, presentVerifiedCertificate } from './certificates.presenter';
import { formatDay } from './format-day';
import { formatDayRange } from '@podium/contracts/events/day-range';
import { reissueCategoryCertificates } from './issue-certificates';

type Deps = Pick<AppContext, 'db' | 'clock' | 'config' | 'pictures'>;

const UNKNOWN_CODE = 'We do not know this certificate code on this site. Check the link, or ask the organisers.';

/**
 * The member's live certificates in this tenant. Their decided categories are brought up to date
 * first (each in its own short transaction), so a check-in recorded after the results still earns
 * its participation certificate without waiting for the next result change.
 */
export async function listMyCertificates(deps: Deps, member: { tenantId: number; userId: number }): Promise<MyCertificate[]> {
  for (const eventSportCategoryId of await listDecidedCategoriesOfMember(deps.db, member.tenantId, member.userId)) {
    await deps.db.transaction((tx) => reissueCategoryCertificates(tx, eventSportCategoryId, deps.clock.now()));
  }
  return (await listLiveCertificatesOfMember(deps.db, member.tenantId, member.userId)).map(presentMyCertificate);
}

/**
 * The PDF of one of the member's own live certificates. Another person's code, a code of another
 * site and an unknown code all read the same "not found", so the answer tells nothing about them.
 */
export async function getMyCertificatePdf(
  deps: Deps,
  member: { tenantId: number; userId: number },
  code: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const row = await findCertificateByCode(deps.db, member.tenantId, code);
  if (!row || row.certificate.userId !== member.userId) {
    throw new DomainError('NOT_FOUND', 'You have no certificate with this code. Open My registrations to download yours.');
  }
  if (row.certificate.withdrawnAt) {
    throw new DomainError(
      'NOT_FOUND',
      'This certificate was withdrawn after a corrected result. Download the new one from My registrations.',
    );
  }
  return renderCertificateOf(deps, row);
}

/** Whose certificate a code is and for what, valid or withdrawn; unknown on this site is NOT_FOUND. */
export async function verifyCertificate(deps: Deps, tenantId: number, code: string): Promise<VerifiedCertificate> {
  const row = await findCertificateByCode(deps.db, tenantId, code);
  if (!row) throw new DomainError('NOT_FOUND', UNKNOWN_CODE);
  return presentVerifiedCertificate(row);
}

async function renderCertificateOf(deps: Deps, row: CertificateFacts): Promise<{ fileName: string; pdf: Buffer }> {
  const { certificate } = row;
  const origin = await canonicalOriginOf(deps.db, certificate.tenantId, deps.config.PORT);
  const pdf = await renderCertificatePdf({
    brand: await loadDocumentBrand(deps, certificate.tenantId),
    kind: certificate.kind,
    place: certificate.place,
    holderName: row.holderName ?? '',
    eventName: row.eventName,
    eventDates: formatDayRange(row.eventStartsOn, row.eventEndsOn),
    sportName: row.sportName,
    categoryName: row.categoryName,
    issuedOn: formatDay(certificate.issuedAt, row.eventTimeZone),
    verifyUrl: `${origin}/verify/${certificate.code}`,
  });
  return { fileName: `certificate-${certificate.code}.pdf`, pdf };
}

/**
 * Claims and renders the category's certificates not yet emailed (verified, subscribed holders
 * only). Each claim is one conditional UPDATE: of several calls racing, one wins each certificate.
 */
export async function claimCertificateMails(deps: Deps, eventSportCategoryId: number): Promise<CertificateMail[]> {
  const mails: CertificateMail[] = [];
  for (const certificateId of await listUnmailedCertificateIds(deps.db, eventSportCategoryId)) {
    const row = await claimCertificateEmail(deps.db, certificateId, deps.clock.now());
    if (!row) continue;
    const { fileName, pdf } = await renderCertificateOf(deps, row);
    const origin = await canonicalOriginOf(deps.db, row.certificate.tenantId, deps.config.PORT);
    mails.push({
      userId: row.certificate.userId,
      eventName: row.eventName,
      award: describeAward(row.certificate),
      label: `${row.sportName} · ${row.categoryName}`,
      verifyUrl: `${origin}/verify/${row.certificate.code}`,
      pdf: { fileName, content: pdf },
    });
  }
  return mails;
}

/** After a result change has committed: emails the category's new certificates, in the background. */
export function mailCertificatesInBackground(deps: Deps & Pick<AppContext, 'notifier'>, eventSportCategoryId: number): void {
  deps.notifier.certificatesIssued(() => claimCertificateMails(deps, eventSportCategoryId));
}
