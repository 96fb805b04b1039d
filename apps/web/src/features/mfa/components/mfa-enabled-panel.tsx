import { useState } from 'react';
import { MESSAGES } from '@podium/contracts/messages';
import { toast } from '../../../components/ui/toaster';
import { useDisableMfa, useRegenerateRecoveryCodes } from '../api/manage-mfa';
import { mfaErrorMessage } from '../mfa-error-message';
import { CurrentCodeForm } from './current-code-form';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { Button } from '../../../components/ui/button';

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
        submitVariant="danger"
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
          <Button variant="secondary" onClick={() => (setNewCodes(undefined), setAction('none'))}>
            Done
          </Button>
        </div>
      );
    }
    return (
      <CurrentCodeForm
        id="mfa-regenerate-code"
        intro={<p>New recovery codes replace all your current ones: the old codes stop working.</p>}
        submitLabel="Create new recovery codes"
        submitVariant="primary"
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
        <Button variant="secondary" onClick={() => setAction('regenerate')}>
          Create new recovery codes
        </Button>
        <Button variant="danger" onClick={() => setAction('disable')}>
          Turn off
        </Button>
      </div>
    </div>
  );
}
