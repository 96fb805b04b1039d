import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@podium/contracts/messages';
import type { InitiateSetupAnswer } from '@podium/contracts/mfa/mfa-setup';
import { setupCodeSchema } from '@podium/contracts/mfa/mfa-rules';
import { toast } from '../../../components/ui/toaster';
import { useInitiateSetup, useVerifySetup } from '../api/manage-mfa';
import { copyText } from '../clipboard';
import { mfaErrorMessage } from '../mfa-error-message';
import { CodeField } from './code-field';
import { Button, buttonClass } from '../../../components/ui/button';

/** Set-up failures the spec leaves unworded: server, network and anything else. */
const SETUP_FAILED = 'Could not start two-factor setup. Please try again.';

interface MfaSetupPanelProps {
  /** MFA is on: the parent shows the recovery codes (this panel goes away once the status says On). */
  onEnabled(recoveryCodes: string[]): void;
  /** Offered only where setup is required (spec section 4). */
  onSkip?: () => void;
}

/** MFA setup: start, scan the QR code (or copy the secret), confirm a code. */
export function MfaSetupPanel({ onEnabled, onSkip }: MfaSetupPanelProps) {
  const initiate = useInitiateSetup();
  const verify = useVerifySetup();
  const [setup, setSetup] = useState<InitiateSetupAnswer>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const start = () => {
    setError(undefined);
    initiate.mutate(undefined, { onSuccess: setSetup, onError: (failure) => setError(mfaErrorMessage(failure, SETUP_FAILED)) });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const parsed = setupCodeSchema.safeParse(code);
    if (!parsed.success) return setError(MESSAGES.mfa.setupCodeInvalid);
    verify.mutate(parsed.data, {
      onSuccess: (answer) => {
        onEnabled(answer.recoveryCodes);
        toast.success('Two-factor authentication is on');
      },
      onError: (failure) => setError(mfaErrorMessage(failure, MESSAGES.mfa.verificationFailed)),
    });
  };

  if (!setup) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">
          Protect your account with a code from an authenticator app (Google Authenticator, Authy, 1Password, ...) each time you sign in.
        </p>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={start} disabled={initiate.isPending}>
            {initiate.isPending ? 'Starting...' : 'Set up two-factor authentication'}
          </Button>
          {onSkip && (
            <Button onClick={onSkip} variant="secondary">
              Skip for now
            </Button>
          )}
        </div>
      </div>
    );
  }

  const copySecret = async () => {
    if (await copyText(setup.secret)) toast.success('Secret copied');
    else toast.error('Could not copy. Please select the secret and copy it by hand.');
  };

  return (
    <form onSubmit={confirm} noValidate className="space-y-4" aria-label="Set up two-factor authentication">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Scan this QR code with your authenticator app.</li>
        <li>Or enter the secret key by hand (time-based, 6 digits).</li>
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-3">
        <img
          src={setup.qrCodeDataUrl}
          alt="QR code to add this account to your authenticator app"
          width={240}
          height={240}
          className="rounded-lg border border-slate-200"
        />
        {/* On the phone that holds the authenticator, the QR cannot be scanned: the otpauth link opens the app. */}
        <a href={setup.otpauthUrl} className={buttonClass('secondary', 'lg:hidden')}>
          Open in authenticator app
        </a>
      </div>
      <div className="space-y-1">
        <p className="text-sm font-medium text-slate-700" id="mfa-secret-label">
          Secret key
        </p>
        <div className="flex items-center gap-2">
          {/* Groups of four are easier to type; the text (and the copy) stays the bare secret. */}
          <code
            aria-labelledby="mfa-secret-label"
            data-testid="mfa-secret"
            className="flex flex-1 flex-wrap gap-x-2 rounded bg-slate-100 px-3 py-2 font-mono text-sm tracking-wide"
          >
            {setup.secret.match(/.{1,4}/g)?.map((group, index) => (
              <span key={index}>{group}</span>
            ))}
          </code>
          <Button onClick={() => void copySecret()} variant="secondary" aria-label="Copy secret key">
            Copy
          </Button>
        </div>
      </div>
      <CodeField id="mfa-setup-code" label="Code from your app" value={code} onChange={setCode} error={error} />
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button type="submit" disabled={verify.isPending} className="flex-1">
          {verify.isPending ? 'Verifying...' : 'Verify and turn on'}
        </Button>
        <Button
          onClick={() => {
            setSetup(undefined);
            setCode('');
            setError(undefined);
          }}
          variant="secondary"
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
