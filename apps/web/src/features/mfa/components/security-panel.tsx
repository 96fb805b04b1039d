import { useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import { useTenantConfig } from '../../../lib/tenant/get-tenant-config';
import { useMfaStatus } from '../api/get-mfa-status';
import { useSkipSetup } from '../api/manage-mfa';
import { mfaErrorMessage } from '../mfa-error-message';
import { MfaEnabledPanel } from './mfa-enabled-panel';
import { MfaSetupPanel } from './mfa-setup-panel';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { SecurityLog } from './security-log';
import { Panel } from '../../../components/ui/panel';
import { Button } from '../../../components/ui/button';

/** The /security page body: MFA status with setup or management, then the activity log. */
export function SecurityPanel() {
  const status = useMfaStatus();
  const skip = useSkipSetup();
  const siteTitle = useTenantConfig().data?.settings.siteTitle ?? 'Podium';
  // Codes from a just-finished setup stay on screen until the person says they saved them.
  const [newRecoveryCodes, setNewRecoveryCodes] = useState<string[]>();

  const skipSetup = () =>
    skip.mutate(undefined, {
      onSuccess: () => toast.success('We will remind you in 7 days.'),
      onError: (error) => toast.error(mfaErrorMessage(error)),
    });

  return (
    <>
      <Panel as="section" aria-labelledby="mfa-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="mfa-title" className="text-lg font-semibold text-ink">
            Two-factor authentication
          </h2>
          {status.data && (
            <span
              data-testid="mfa-status"
              className={`rounded-full px-3 py-1 text-sm font-semibold ${status.data.isMfaEnabled ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'}`}
            >
              {status.data.isMfaEnabled ? 'On' : 'Off'}
            </span>
          )}
        </div>
        {status.isPending && <p className="text-sm text-slate-600">Loading…</p>}
        {status.isError && (
          <p role="alert" className="text-sm text-red-700">
            {mfaErrorMessage(status.error, 'Could not load your two-factor status. Please try again.')}
          </p>
        )}
        {newRecoveryCodes && (
          <div className="space-y-3">
            <RecoveryCodesPanel codes={newRecoveryCodes} siteTitle={siteTitle} />
            <Button onClick={() => setNewRecoveryCodes(undefined)}>I saved my recovery codes</Button>
          </div>
        )}
        {!newRecoveryCodes && status.data?.isMfaEnabled && (
          <MfaEnabledPanel siteTitle={siteTitle} recoveryCodesRemaining={status.data.recoveryCodesRemaining} />
        )}
        {status.data && !status.data.isMfaEnabled && (
          <MfaSetupPanel
            onEnabled={setNewRecoveryCodes}
            onSkip={status.data.isSetupDue && status.data.canSkipSetup ? skipSetup : undefined}
          />
        )}
      </Panel>
      <Panel as="section" aria-labelledby="activity-title" className="space-y-2">
        <h2 id="activity-title" className="text-lg font-semibold text-ink">
          Recent security activity
        </h2>
        <SecurityLog />
      </Panel>
    </>
  );
}
