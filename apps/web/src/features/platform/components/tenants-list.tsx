import { useState } from 'react';
import type { PlatformTenant } from '@podium/contracts/platform/platform-tenants';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { formatDay } from '../../../lib/format-date';
import { plural } from '../../../lib/plural';
import { EditTenantDialog } from './edit-tenant-dialog';
import { StatusDialog } from './status-dialog';
import { toast } from '../../../components/ui/toaster';
import { downloadTenantExport } from '../api/export-tenant';
import { useRestorePlatformTenant } from '../api/platform-api';
import { errorMessage } from '../../../lib/error-messages';
import { DeleteTenantDialog } from './delete-tenant-dialog';

const STATUS_BADGES: Record<PlatformTenant['status'], { label: string; tone: 'success' | 'warning' | 'danger' }> = {
  active: { label: 'Active', tone: 'success' },
  suspended: { label: 'Suspended', tone: 'warning' },
  deleting: { label: 'Deleted', tone: 'danger' },
};

/**
 * Every company site: name, hosts, status, people, events and last activity, with Edit, Export
 * (the site's zip), Suspend/Resume and Delete; a deleted site shows when it is erased and Restore. A list of cards that becomes a table's rows from `md` up (one markup: each site is
 * a list item with the same reading order at both widths).
 */
export function TenantsList({ tenants }: { tenants: PlatformTenant[] }) {
  const [editing, setEditing] = useState<PlatformTenant>();
  const [changingStatus, setChangingStatus] = useState<PlatformTenant>();
  const [exporting, setExporting] = useState<number>();
  const [deleting, setDeleting] = useState<PlatformTenant>();
  const restore = useRestorePlatformTenant();
  const restoreSite = (tenant: PlatformTenant) =>
    restore.mutate(tenant.id, {
      onSuccess: (saved) =>
        toast.success(
          saved.status === 'suspended' ? `${saved.name} is restored, still suspended.` : `${saved.name} is restored and open again.`,
        ),
      onError: (error) => toast.error(errorMessage(error)),
    });
  const exportSite = (tenant: PlatformTenant) => {
    setExporting(tenant.id);
    downloadTenantExport(tenant)
      .then(() => toast.success(`${tenant.name}'s export is downloaded.`))
      .catch((error: Error) => toast.error(error.message))
      .finally(() => setExporting(undefined));
  };
  return (
    <Panel as="section" padding="sm" aria-labelledby="sites-title">
      <h2 id="sites-title" className="text-lg font-semibold">
        Sites
      </h2>
      {tenants.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
          No company has a site yet. Create the first one below.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" aria-label="Sites">
          {tenants.map((tenant) => (
            <li
              key={tenant.id}
              aria-label={tenant.name}
              className="grid gap-2 py-3 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1.4fr)_auto] md:items-center md:gap-4"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {tenant.name}
                  <Badge tone={STATUS_BADGES[tenant.status].tone}>{STATUS_BADGES[tenant.status].label}</Badge>
                </p>
                <p className="text-sm text-slate-600">{tenant.slug}</p>
                {tenant.deletionDueAt && (
                  <p className="text-sm font-medium text-red-800">Erased for good on {formatDay(tenant.deletionDueAt)} unless restored</p>
                )}
              </div>
              <ul className="min-w-0 text-sm" aria-label={`Host names of ${tenant.name}`}>
                {tenant.hostnames.map((host) => (
                  <li key={host} className="truncate font-mono" title={host}>
                    {host}
                  </li>
                ))}
              </ul>
              <p className="text-sm text-slate-700">
                {plural(tenant.peopleCount, 'person', 'people')} · {plural(tenant.eventsCount, 'event')}
                <span className="block text-slate-600">Last active {formatDay(tenant.lastActivityAt)}</span>
              </p>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => setEditing(tenant)} aria-label={`Edit ${tenant.name}`}>
                  Edit
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => exportSite(tenant)}
                  disabled={exporting === tenant.id}
                  aria-label={`Export ${tenant.name}`}
                >
                  {exporting === tenant.id ? 'Exporting…' : 'Export'}
                </Button>
                {tenant.status === 'deleting' ? (
                  <Button
                    size="sm"
                    onClick={() => restoreSite(tenant)}
                    disabled={restore.isPending && restore.variables === tenant.id}
                    aria-label={`Restore ${tenant.name}`}
                  >
                    {restore.isPending && restore.variables === tenant.id ? 'Restoring…' : 'Restore'}
                  </Button>
                ) : (
                  <>
                    <Button
                      variant={tenant.status === 'active' ? 'dangerSecondary' : 'secondary'}
                      size="sm"
                      onClick={() => setChangingStatus(tenant)}
                      aria-label={`${tenant.status === 'active' ? 'Suspend' : 'Resume'} ${tenant.name}`}
                    >
                      {tenant.status === 'active' ? 'Suspend' : 'Resume'}
                    </Button>
                    <Button variant="dangerSecondary" size="sm" onClick={() => setDeleting(tenant)} aria-label={`Delete ${tenant.name}`}>
                      Delete
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <EditTenantDialog tenant={editing} onClose={() => setEditing(undefined)} />}
      {changingStatus && <StatusDialog tenant={changingStatus} onClose={() => setChangingStatus(undefined)} />}
      {deleting && <DeleteTenantDialog tenant={deleting} onClose={() => setDeleting(undefined)} />}
    </Panel>
  );
}
