import { PRIVACY_POLICY_VERSION } from '@podium/contracts/privacy/privacy-policy';
import type { PersonalDataExport } from '@podium/contracts/privacy/personal-data-export';
import type { AppContext } from '../../app-context';
import type { TenantRow } from '../tenants';
import { DomainError } from '../../errors/domain-error';
import { consumeRateLimit } from '../../platform/rate-limit/rate-limiter';
import { presentPersonalData } from './personal-data.presenter';
import { readPersonalData } from './personal-data.repository';

/** Exports per person per hour: an export reads every table about them, so it is not a free read. */
export const EXPORTS_PER_HOUR = 5;

/**
 * The person's own data on this site, as one JSON document: only rows of this user and this
 * tenant. Rate limited per person (429 with Retry-After).
 */
export async function exportPersonalData(
  deps: Pick<AppContext, 'db' | 'clock'>,
  tenant: TenantRow,
  userId: number,
): Promise<PersonalDataExport> {
  const tenantId = tenant.id;
  const now = deps.clock.now();
  await consumeRateLimit(
    deps.db,
    `data-export:${tenantId}:${userId}`,
    { max: EXPORTS_PER_HOUR, windowSeconds: 3600 },
    now,
    'You have downloaded your data several times in the last hour. Try again later.',
  );
  const data = await readPersonalData(deps.db, tenantId, userId);
  if (!data) throw new DomainError('NOT_FOUND', 'Person not found on this site.');
  return presentPersonalData(data, {
    exportedAt: now,
    currentPrivacyPolicyVersion: PRIVACY_POLICY_VERSION,
    site: tenant.settings.siteTitle,
  });
}
