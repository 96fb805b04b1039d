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

/**
 * Every company site: name, hosts, status, people, events and last activity, with Edit, Export
 * (the site's zip) and Suspend/Resume. A list of cards that becomes a table's rows from `md` up (one markup: each site is
 * a list item with the same reading order at both widths).
 */
export function TenantsList({ tenants }: { tenants: PlatformTenant[] }) {
  const [editing, setEditing] = useState<PlatformTenant>();
  const [changingStatus, setChangingStatus] = useState<PlatformTenant>();
  const [exporting, setExporting] = useState<number>();
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
                  <Badge tone={tenant.status === 'active' ? 'success' : 'warning'}>
                    {tenant.status === 'active' ? 'Active' : 'Suspended'}
                  </Badge>
                </p>
                <p className="text-sm text-slate-600">{tenant.slug}</p>
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
                <Button
                  variant={tenant.status === 'active' ? 'dangerSecondary' : 'secondary'}
                  size="sm"
                  onClick={() => setChangingStatus(tenant)}
                  aria-label={`${tenant.status === 'active' ? 'Suspend' : 'Resume'} ${tenant.name}`}
                >
                  {tenant.status === 'active' ? 'Suspend' : 'Resume'}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <EditTenantDialog tenant={editing} onClose={() => setEditing(undefined)} />}
      {changingStatus && <StatusDialog tenant={changingStatus} onClose={() => setChangingStatus(undefined)} />}
    </Panel>
  );
}
