import { useState, type FormEvent } from 'react';
import { TENANT_DELETION_GRACE_DAYS, type PlatformTenant } from '@podium/contracts/platform/platform-tenants';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-messages';
import { formatDay } from '../../../lib/format-date';
import { useDeletePlatformTenant } from '../api/platform-api';
import { downloadTenantExport } from '../api/export-tenant';
import { serverFieldErrorsOf } from './field-errors';
import { TextInput } from '../../../components/ui/controls';

/**
 * Deleting a site, said in full: closed at once, restorable for 7 days, then erased. The server
 * wants an export of the last 24 hours, so the dialog offers one; the slug is typed again.
 */
export function DeleteTenantDialog({ tenant, onClose }: { tenant: PlatformTenant; onClose(): void }) {
  const [typedSlug, setTypedSlug] = useState('');
  const [exporting, setExporting] = useState(false);
  const remove = useDeletePlatformTenant();
  const slugError = remove.isError ? (serverFieldErrorsOf<'confirmSlug'>(remove.error).confirmSlug ?? null) : null;
  const refusal = remove.isError && !slugError ? errorMessage(remove.error) : null;

  const exportSite = () => {
    setExporting(true);
    downloadTenantExport(tenant)
      .then(() => {
        toast.success(`${tenant.name}'s export is downloaded.`);
        remove.reset();
      })
      .catch((error: Error) => toast.error(error.message))
      .finally(() => setExporting(false));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    remove.mutate(
      { id: tenant.id, confirmSlug: typedSlug.trim() },
      {
        onSuccess: (saved) => {
          toast.success(`${saved.name} is deleted. It can be restored until ${formatDay(saved.deletionDueAt!)}.`);
          onClose();
        },
      },
    );
  };
  const busy = remove.isPending || exporting;
  return (
    <Dialog labelledBy="delete-site-title" onDismiss={busy ? undefined : onClose} placement="sheet" className="p-5 sm:max-w-lg sm:p-6">
      <h2 id="delete-site-title" className="text-lg font-bold text-ink">
        Delete {tenant.name}?
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        The site closes at once: its people see the maintenance page. For {TENANT_DELETION_GRACE_DAYS} days you can restore it as it was;
        after that every person, event, result, order and picture of {tenant.name} is erased for good.
      </p>
      <p className="mt-2 text-sm text-slate-700">A deletion needs an export taken in the last 24 hours: keep it somewhere safe.</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={exportSite} disabled={busy} aria-busy={exporting}>
        {exporting ? 'Exporting…' : `Export ${tenant.name}`}
      </Button>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <Field label={`Type ${tenant.slug} to confirm`} error={slugError}>
          <TextInput
            name="confirmSlug"
            value={typedSlug}
            onChange={(event) => setTypedSlug(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className="font-mono"
          />
        </Field>
        {refusal && (
          <p role="alert" className="text-sm text-red-700">
            {refusal}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="danger" disabled={busy || typedSlug.trim() !== tenant.slug} aria-busy={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete site'}
          </Button>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
