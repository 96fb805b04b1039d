import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useResubscribe, useUnsubscribe } from '../api/email-subscription';
import { errorMessage } from '../../../lib/error-messages';
import { buttonClass, Button } from '../../../components/ui/button';
import { useSendLinkTokenOnce } from '../../../lib/use-link-token';

const errorText = (error: unknown) => errorMessage(error, { fallback: 'Something went wrong. Please open the link again.' });

/** What the unsubscribe link in our emails opens: unsubscribes once on arrival, offers to undo it. */
export function UnsubscribePanel({ token }: { token: string | null }) {
  const unsubscribe = useUnsubscribe();
  const resubscribe = useResubscribe();
  useSendLinkTokenOnce(token, unsubscribe.mutate);

  if (!token) return <LinkProblem>This link has no token. Open the whole unsubscribe link from the email.</LinkProblem>;
  if (resubscribe.isSuccess) {
    return (
      <p role="status" className="mt-4 text-lg text-slate-800">
        {resubscribe.data.message} We will email {resubscribe.data.data.email ?? 'you'} about registrations and matches again.
      </p>
    );
  }
  if (unsubscribe.isError) return <LinkProblem>{errorText(unsubscribe.error)}</LinkProblem>;
  if (!unsubscribe.isSuccess) {
    return (
      <p role="status" className="mt-4 text-slate-600">
        Unsubscribing…
      </p>
    );
  }
  return (
    <div className="mt-4 space-y-4">
      <p role="status" className="text-lg text-slate-800">
        {unsubscribe.data.message}
      </p>
      {unsubscribe.data.data.email && <p className="text-slate-600">Address: {unsubscribe.data.data.email}</p>}
      {resubscribe.isError && (
        <p role="alert" className="text-slate-700">
          {errorText(resubscribe.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => resubscribe.mutate(token)} disabled={resubscribe.isPending} variant="secondary">
          {resubscribe.isPending ? 'Subscribing…' : 'Subscribe again'}
        </Button>
        <Link to="/" className={buttonClass('primary')}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}

/** A link that did not work: what went wrong, and where to go from here (not a dead end). */
function LinkProblem({ children }: { children: ReactNode }) {
  return (
    <div className="mt-4 space-y-4">
      <p role="alert" className="text-slate-700">
        {children}
      </p>
      <p className="text-slate-600">If the link keeps failing, tell us through the Contact Us page and we will stop the emails for you.</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/Contact" className={buttonClass('primary')}>
          Contact Us
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}
