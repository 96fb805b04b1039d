import { useEffect } from 'react';
import { Link } from 'react-router';
import { pageTitle } from '../../lib/page-title';
import { useHideShellChrome } from '../layouts/shell-chrome';
import { StandalonePage } from '../layouts/standalone-page';
import { buttonClass } from '../../components/ui/button';

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
      {/* Stacked full width on a phone, side by side from 640 px. */}
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
        <Link to="/" className={buttonClass('primary', '', 'lg')}>
          Back to Home
        </Link>
        <Link to="/event-calendar" className={buttonClass('secondary', '', 'lg')}>
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
