import { useSendVerificationLink } from '../api/send-verification-link';
import { errorMessage } from '../../../lib/error-messages';
import { Button } from '../../../components/ui/button';

const errorText = (error: unknown) => errorMessage(error, { fallback: 'Something went wrong. Please try again.' });

/**
 * Beside the profile's email: 'Verified', or 'Not verified' with a button that emails a one-time
 * link. Only a verified address gets event emails and can be used to sign in with SSO.
 */
export function EmailVerificationStatus({ email, isVerified }: { email: string | null; isVerified: boolean }) {
  const send = useSendVerificationLink();
  if (!email) return null;
  if (isVerified) {
    return (
      <span className="mt-1 inline-flex items-center rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700">
        Verified
      </span>
    );
  }
  return (
    <div className="mt-1 space-y-2">
      <span className="inline-flex items-center rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
        Not verified
      </span>
      {send.isSuccess ? (
        <p role="status" className="text-sm text-slate-700">
          {send.data.message} Open the link in it within 24 hours.
        </p>
      ) : (
        <>
          <p className="text-xs text-slate-500">Verify it to get event emails and to sign in with your work account.</p>
          <Button onClick={() => send.mutate()} disabled={send.isPending} variant="secondary" size="sm">
            {send.isPending ? 'Sending…' : 'Send verification link'}
          </Button>
        </>
      )}
      {send.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(send.error)}
        </p>
      )}
    </div>
  );
}
