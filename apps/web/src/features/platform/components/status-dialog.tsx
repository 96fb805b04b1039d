import type { PlatformTenant } from '@podium/contracts/platform/platform-tenants';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-messages';
import { useSetPlatformTenantStatus } from '../api/platform-api';

/** Suspend or resume, said in full before it happens: what the company's people will see. */
export function StatusDialog({ tenant, onClose }: { tenant: PlatformTenant; onClose(): void }) {
  const change = useSetPlatformTenantStatus();
  const isSuspending = tenant.status === 'active';
  const confirm = () =>
    change.mutate(
      { id: tenant.id, action: isSuspending ? 'suspend' : 'resume' },
      {
        onSuccess: (saved) => {
          toast.success(saved.status === 'suspended' ? `${saved.name} is suspended.` : `${saved.name} is open again.`);
          onClose();
        },
      },
    );
  return (
    <Dialog
      labelledBy="site-status-title"
      onDismiss={change.isPending ? undefined : onClose}
      placement="sheet"
      className="p-5 sm:max-w-lg sm:p-6"
    >
      <h2 id="site-status-title" className="text-lg font-bold text-ink">
        {isSuspending ? `Suspend ${tenant.name}?` : `Resume ${tenant.name}?`}
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {isSuspending
          ? 'Its site shows the maintenance page to everyone; sign-ins, changes and reads are refused. Nothing is deleted, and resuming restores everything.'
          : 'Its site opens again as it was: people sign in, register and check in as before.'}
      </p>
      {change.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {errorMessage(change.error)}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant={isSuspending ? 'danger' : 'primary'} onClick={confirm} disabled={change.isPending} aria-busy={change.isPending}>
          {change.isPending ? 'Working…' : isSuspending ? 'Suspend site' : 'Resume site'}
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={change.isPending}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
