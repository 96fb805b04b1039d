import { useState } from 'react';
import { MESSAGES } from '@podium/contracts/messages';
import { toast } from '../../../components/ui/toaster';
import { useDisableMfa, useRegenerateRecoveryCodes } from '../api/manage-mfa';
import { mfaErrorMessage } from '../mfa-error-message';
import { dangerButton, primaryButton, secondaryButton } from './code-field';
import { CurrentCodeForm } from './current-code-form';
import { RecoveryCodesPanel } from './recovery-codes-panel';

/** MFA is on: new recovery codes, or turn it off after a confirmation with a current code. */
export function MfaEnabledPanel({ siteTitle, recoveryCodesRemaining }: { siteTitle: string; recoveryCodesRemaining: number }) {
  const [action, setAction] = useState<'none' | 'disable' | 'regenerate'>('none');
  const [newCodes, setNewCodes] = useState<string[]>();
  const disable = useDisableMfa();
  const regenerate = useRegenerateRecoveryCodes();

  if (action === 'disable') {
    return (
      <CurrentCodeForm
        id="mfa-disable-code"
        intro={
          <p>
            <strong>Turn off two-factor authentication?</strong> Your account will be protected by your phone code only, and you will be
            signed out on every other device.
          </p>
        }
        submitLabel="Turn off two-factor authentication"
        submitClassName={dangerButton}
        isWorking={disable.isPending}
        error={
          disable.error ? mfaErrorMessage(disable.error, MESSAGES.mfa.verificationFailed, MESSAGES.mfa.disableUnauthorized) : undefined
        }
        onSubmit={(totpCode) =>
          disable.mutate(totpCode, {
            onSuccess: () => {
              toast.success('Two-factor authentication is off');
              setAction('none');
            },
          })
        }
        onCancel={() => {
          disable.reset();
          setAction('none');
        }}
      />
    );
  }

  if (action === 'regenerate') {
    if (newCodes) {
      return (
        <div className="space-y-3">
          <RecoveryCodesPanel codes={newCodes} siteTitle={siteTitle} />
          <button type="button" className={secondaryButton} onClick={() => (setNewCodes(undefined), setAction('none'))}>
            Done
          </button>
        </div>
      );
    }
    return (
      <CurrentCodeForm
        id="mfa-regenerate-code"
        intro={<p>New recovery codes replace all your current ones: the old codes stop working.</p>}
        submitLabel="Create new recovery codes"
        submitClassName={primaryButton}
        isWorking={regenerate.isPending}
        error={regenerate.error ? mfaErrorMessage(regenerate.error) : undefined}
        onSubmit={(totpCode) => regenerate.mutate(totpCode, { onSuccess: (answer) => setNewCodes(answer.recoveryCodes) })}
        onCancel={() => {
          regenerate.reset();
          setAction('none');
        }}
      />
    );
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Recovery codes left: <strong data-testid="recovery-codes-remaining">{recoveryCodesRemaining}</strong>
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={() => setAction('regenerate')}>
          Create new recovery codes
        </button>
        <button type="button" className={dangerButton} onClick={() => setAction('disable')}>
          Turn off
        </button>
      </div>
    </div>
  );
}
