import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@podium/contracts/messages';
import type { MfaSignedInAnswer } from '@podium/contracts/mfa/mfa-login';
import { mfaCodeSchema, recoveryCodeInputSchema } from '@podium/contracts/mfa/mfa-rules';
import { useRecoveryCodeSignIn, useVerifyLoginMfa } from '../api/complete-mfa-login';
import { mfaErrorMessage } from '../mfa-error-message';
import type { PendingMfaChallenge } from '../pending-mfa-challenge';
import { CodeField, FieldError } from './code-field';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/controls';

interface MfaChallengeFormProps {
  challenge: PendingMfaChallenge;
  onSignedIn(answer: MfaSignedInAnswer): void;
  onCancel(): void;
}

/** The MFA challenge: an authenticator code, or a recovery code, or cancel (spec sections 2 and 4). */
export function MfaChallengeForm({ challenge, onSignedIn, onCancel }: MfaChallengeFormProps) {
  const [mode, setMode] = useState<'code' | 'recovery'>('code');
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [error, setError] = useState<string>();
  const verify = useVerifyLoginMfa();
  const recover = useRecoveryCodeSignIn();
  const isWorking = verify.isPending || recover.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const fail = (failure: unknown) =>
      setError(mfaErrorMessage(failure, mode === 'code' ? MESSAGES.mfa.verificationFailed : MESSAGES.mfa.invalidRecoveryCode));
    if (mode === 'code') {
      const parsed = mfaCodeSchema.safeParse(code);
      if (!parsed.success) return setError(MESSAGES.mfa.codeRequired);
      verify.mutate({ totpCode: parsed.data, mfaChallengeToken: challenge.mfaChallengeToken }, { onSuccess: onSignedIn, onError: fail });
      return;
    }
    const parsed = recoveryCodeInputSchema.safeParse(recoveryCode);
    if (!parsed.success) return setError(MESSAGES.mfa.recoveryRequired);
    recover.mutate(
      { userId: challenge.userId, recoveryCode: parsed.data, mfaChallengeToken: challenge.mfaChallengeToken },
      { onSuccess: onSignedIn, onError: fail },
    );
  };

  const switchMode = () => {
    setMode(mode === 'code' ? 'recovery' : 'code');
    setError(undefined);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Two-factor authentication">
      {mode === 'code' ? (
        <>
          <p className="text-sm text-slate-600">Open your authenticator app and enter the 6-digit code for this account.</p>
          <CodeField id="mfa-code" label="Authentication code" value={code} onChange={setCode} error={error} autoFocus />
        </>
      ) : (
        <div className="space-y-1">
          <p className="text-sm text-slate-600">
            Enter one of the recovery codes you saved when you set up two-factor authentication. Each code works once.
          </p>
          <label htmlFor="mfa-recovery-code" className="block text-sm font-medium text-slate-700">
            Recovery code
          </label>
          <TextInput
            id="mfa-recovery-code"
            value={recoveryCode}
            onChange={(event) => setRecoveryCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            autoFocus
            placeholder="XXXX-XXXX-XXXX-XXXX"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'mfa-recovery-code-error' : undefined}
            className="py-2 font-mono text-lg uppercase"
          />
          <FieldError id="mfa-recovery-code-error" message={error} />
        </div>
      )}
      <Button type="submit" className="w-full" disabled={isWorking}>
        {isWorking ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="bare" onClick={switchMode} className="min-h-11 text-sm font-semibold text-brand-700 underline">
          {mode === 'code' ? 'Use a recovery code' : 'Use my authenticator app'}
        </Button>
        <Button onClick={onCancel} variant="secondary">
          Cancel
        </Button>
      </div>
    </form>
  );
}
