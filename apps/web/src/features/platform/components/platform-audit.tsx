import type { PlatformAuditEntry } from '@podium/contracts/platform/platform-tenants';
import { Panel } from '../../../components/ui/panel';
import { formatRecordTime } from '../../../lib/format-date';

/** The operator's own zone: operators may serve sites in several. */
const DEVICE_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The action keys of the platform audit log, in words ('tenant.create' → 'Created a site'). */
const ACTION_LABELS: Record<string, string> = {
  'tenant.created': 'created',
  'tenant.updated': 'changed',
  'tenant.suspended': 'suspended',
  'tenant.resumed': 'resumed',
  'tenant.exported': 'exported',
  'tenant.deletion-requested': 'deleted',
  'tenant.restored': 'restored',
  'tenant.erased': 'erased for good',
  'tenant.logo-replaced': 'replaced the logo of',
  'operator.added': 'added the operator',
  'operator.renamed': 'renamed the operator',
};

/** Who or what a row is about: the site (by its current name), else the name its detail holds. */
function subjectOf(entry: PlatformAuditEntry, siteNames: ReadonlyMap<number, string>): string | null {
  if (entry.tenantId !== null && siteNames.has(entry.tenantId)) return siteNames.get(entry.tenantId)!;
  const name = entry.detail.name ?? entry.detail.slug;
  return typeof name === 'string' ? name : null;
}

/** Every operator action, newest first (the latest 200). */
export function PlatformAudit({ entries, siteNames }: { entries: PlatformAuditEntry[]; siteNames: ReadonlyMap<number, string> }) {
  return (
    <Panel as="section" padding="sm" aria-labelledby="platform-audit-title">
      <h2 id="platform-audit-title" className="text-lg font-semibold">
        Audit log
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No operator has changed anything yet.</p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-100 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-x-4 py-2">
              <span>
                <span className="font-medium">{entry.actor}</span> {ACTION_LABELS[entry.action] ?? entry.action}{' '}
                {subjectOf(entry, siteNames)}
              </span>
              <time dateTime={entry.at} className="text-slate-600">
                {formatRecordTime(entry.at, DEVICE_TIME_ZONE)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
