import { useState } from 'react';
import { ERASURE_SUMMARY } from '@podium/contracts/privacy/account-deletion';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { logout } from '../../../lib/auth/session';
import { markLeavingPage } from '../../../lib/auth/leaving-page';
import { ApiError } from '../../../lib/http-client';
import { errorMessage } from '../../../lib/error-messages';
import { useDeleteMyAccount, useSendDeletionCode } from '../api/delete-account';
import { PinInput } from '../../../components/ui/controls';

/** Where a deleted person lands: the sign-in page, saying what happened. */
export const AFTER_DELETION_URL = '/Login?notice=account_deleted';

/** The server's own words for a refused code (wrong, expired, used up), else the usual text. */
function refusalText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 400 && error.serverMessage) return error.serverMessage;
  return errorMessage(error, { fallback });
}

/**
 * 'Delete my account': says what is removed and what is kept, sends a code by SMS, asks for it and
 * deletes. Afterwards the person is signed out on this device (the server ended every session) and
 * lands on the sign-in page with a notice.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const sendCode = useSendDeletionCode();
  const deleteAccount = useDeleteMyAccount();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const isBusy = sendCode.isPending || deleteAccount.isPending;

  const askForCode = async () => {
    setProblem(null);
    try {
      const answer = await sendCode.mutateAsync();
      setSentTo(answer.data.phoneEnding);
      setCode('');
    } catch (error) {
      setProblem(refusalText(error, 'We could not send the code. Please try again.'));
    }
  };

  const confirm = async () => {
    setProblem(null);
    if (!/^\d{6}$/.test(code)) {
      setProblem('Enter the 6-digit code from the SMS.');
      return;
    }
    try {
      await deleteAccount.mutateAsync(code);
    } catch (error) {
      setProblem(refusalText(error, 'We could not delete your account. Please try again.'));
      return;
    }
    // Nothing may send the person elsewhere (the auth reload, the signed-in guard) before the notice loads.
    markLeavingPage();
    await logout({ callServer: false });
    window.location.replace(AFTER_DELETION_URL);
  };

  return (
    <Dialog
      labelledBy="delete-account-heading"
      onDismiss={isBusy ? undefined : onClose}
      placement="sheet"
      className="p-5 sm:max-w-lg sm:p-6"
    >
      <h2 id="delete-account-heading" className="text-lg font-bold text-ink">
        Delete my account
      </h2>
      <p className="mt-2 text-sm text-slate-600">This cannot be undone. You will be signed out on every device.</p>
      <div className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div className="rounded-xl bg-red-50 p-3 ring-1 ring-red-100">
          <h3 className="font-semibold text-red-800">Removed</h3>
          <ul className="mt-1 list-disc space-y-1 pl-4 text-red-900">
            {ERASURE_SUMMARY.removed.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
          <h3 className="font-semibold text-slate-800">Kept, without your name</h3>
          <ul className="mt-1 list-disc space-y-1 pl-4 text-slate-700">
            {ERASURE_SUMMARY.kept.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </div>

      {sentTo ? (
        <form
          className="mt-5"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <p className="text-sm text-slate-700" role="status">
            We sent a code to your number ending {sentTo}. It only works for deleting your account.
          </p>
          <Field label="Deletion code" error={problem} className="mt-3">
            <PinInput length={6} value={code} onChange={setCode} autoFocus />
          </Field>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button type="submit" variant="danger" disabled={isBusy} aria-busy={deleteAccount.isPending}>
              {deleteAccount.isPending ? 'Deleting…' : 'Delete my account for good'}
            </Button>
            <Button variant="secondary" onClick={() => void askForCode()} disabled={isBusy}>
              {sendCode.isPending ? 'Sending…' : 'Send a new code'}
            </Button>
            <Button variant="ghost" onClick={onClose} disabled={isBusy}>
              Keep my account
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-5">
          <p className="text-sm text-slate-700">To confirm it is you, we will send a code by SMS to your mobile number.</p>
          {problem && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {problem}
            </p>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="danger" onClick={() => void askForCode()} disabled={isBusy} aria-busy={sendCode.isPending}>
              {sendCode.isPending ? 'Sending…' : 'Send me a code'}
            </Button>
            <Button variant="ghost" onClick={onClose} disabled={isBusy}>
              Keep my account
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
