import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { useTenantConfig } from '../../../lib/tenant/get-tenant-config';
import { useMfaStatus } from '../api/get-mfa-status';
import { useSkipSetup } from '../api/manage-mfa';
import { mfaErrorMessage } from '../mfa-error-message';
import { MfaSetupPanel } from './mfa-setup-panel';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { Button } from '../../../components/ui/button';

/**
 * After sign-in: when the tenant or the account requires two-factor authentication and it is not
 * on yet (and no skip reminder is pending), ask for setup before going on. Skip is offered only
 * while the `mfaSetupRequired` flag is stored (spec section 4); skipping asks again in 7 days.
 * Calls `onDone` at once when nothing is due.
 */
export function MfaSetupPrompt({
  onDone,
  onDue,
}: {
  onDone(): void;
  /** Told when setup is due: the page waits for it. */ onDue?(): void;
}) {
  const status = useMfaStatus();
  const skip = useSkipSetup();
  const siteTitle = useTenantConfig().data?.settings.siteTitle ?? 'Podium';
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [error, setError] = useState<string>();
  const [isFlagStored, setIsFlagStored] = useState(() => localStorage.getItem(STORAGE_KEYS.mfaSetupRequired) === 'true');
  const isDue = status.data ? status.data.isSetupDue && !status.data.isMfaEnabled : undefined;

  useEffect(() => {
    // Once set up here, the status answers "on" (not due): the recovery codes stay on screen until
    // the person says they saved them, instead of the page moving on under them.
    if (recoveryCodes) return;
    if (status.isError || isDue === false) onDone();
    if (isDue) {
      localStorage.setItem(STORAGE_KEYS.mfaSetupRequired, 'true');
      setIsFlagStored(true);
      onDue?.();
    }
  }, [isDue, status.isError, onDone, onDue, recoveryCodes]);

  if (!isDue && !recoveryCodes) return null;
  const isSkipAllowed = Boolean(status.data?.canSkipSetup) && isFlagStored;
  const finish = () => {
    localStorage.removeItem(STORAGE_KEYS.mfaSetupRequired);
    onDone();
  };

  return (
    <section aria-labelledby="mfa-setup-title" className="space-y-4">
      <h2 id="mfa-setup-title" className="text-lg font-semibold text-ink">
        Set up two-factor authentication
      </h2>
      <p className="text-sm text-slate-700">{siteTitle} asks you to protect your account with an authenticator app.</p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {recoveryCodes ? (
        <div className="space-y-3">
          <RecoveryCodesPanel codes={recoveryCodes} siteTitle={siteTitle} />
          <Button onClick={finish}>I saved my recovery codes</Button>
        </div>
      ) : (
        <MfaSetupPanel
          onEnabled={setRecoveryCodes}
          onSkip={
            isSkipAllowed
              ? () =>
                  skip.mutate(undefined, {
                    onSuccess: finish,
                    onError: (failure) => setError(mfaErrorMessage(failure)),
                  })
              : undefined
          }
        />
      )}
    </section>
  );
}
