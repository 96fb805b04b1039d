import { useEffect } from 'react';
import { Link } from 'react-router';
import { pageTitle } from '../layouts/page-titles';
import { useHideShellChrome } from '../layouts/shell-chrome';
import { StandalonePage } from '../layouts/standalone-page';

function NotFoundContent() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p aria-hidden="true" className="text-7xl font-extrabold tracking-tight text-brand-600">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">Page not found</h1>
      <p className="mt-3 leading-relaxed text-slate-700">
        This page is out of bounds. The link may be old, or the event may have moved to a new address.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="inline-flex min-h-12 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          Back to Home
        </Link>
        <Link
          to="/event-calendar"
          className="inline-flex min-h-12 items-center rounded-full border border-slate-300 bg-white px-6 font-semibold text-slate-800 hover:border-brand-500"
        >
          Events Calendar
        </Link>
      </div>
    </div>
  );
}

/**
 * The one 404: /404 (rendered without the shell), every unknown path and a one-segment path that
 * is not an event (both inside the shell, which hides its header and footer for it) look the same.
 */
export function NotFoundView() {
  useHideShellChrome();
  useEffect(() => {
    document.title = pageTitle('Page not found');
  }, []);
  return (
    <StandalonePage showSignIn>
      <NotFoundContent />
    </StandalonePage>
  );
}

export default NotFoundView;
