import { Link } from 'react-router';
import { useVerifyEmail } from '../api/verify-email';
import { errorMessage } from '../../../lib/error-messages';
import { buttonClass } from '../../../components/ui/button';
import { useSendLinkTokenOnce } from '../../../lib/use-link-token';

const errorText = (error: unknown) => errorMessage(error, { fallback: 'Something went wrong. Please open the link again.' });

/** What the verification link opens: posts its token once on arrival and says what happened. */
export function VerifyEmailPanel({ token }: { token: string | null }) {
  const verify = useVerifyEmail();
  useSendLinkTokenOnce(token, verify.mutate);

  if (!token) {
    return (
      <p role="alert" className="mt-4 text-slate-700">
        This link has no token. Open the whole verification link from the email.
      </p>
    );
  }
  if (verify.isError) {
    return (
      <div className="mt-4 space-y-4">
        <p role="alert" className="text-slate-700">
          {errorText(verify.error)}
        </p>
        {/* The profile sends a fresh link (signing in first when needed). */}
        <Link to="/profile" className={buttonClass('primary')}>
          Get a new link from my profile
        </Link>
      </div>
    );
  }
  if (!verify.isSuccess) {
    return (
      <p role="status" className="mt-4 text-slate-600">
        Verifying…
      </p>
    );
  }
  return (
    <div className="mt-4 space-y-4">
      <p role="status" className="text-lg text-slate-800">
        {verify.data.message}
      </p>
      <p className="text-slate-600">Address: {verify.data.data.email}</p>
      <Link to="/profile" className={buttonClass('primary')}>
        Go to my profile
      </Link>
    </div>
  );
}
