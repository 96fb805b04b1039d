import { useEffect } from 'react';
import { Link } from 'react-router';
import { pageTitle } from '../../lib/page-title';
import { buttonClass } from '../../components/ui/button';

/**
 * A page that could not load for want of network and was not saved on this phone (issue 30): it
 * says so, and never that the page does not exist. Ways forward: try again, or the saved pages.
 */
export function OfflineNotSavedView({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    document.title = pageTitle('Offline');
  }, []);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-ink">You are offline</h1>
      <p className="mt-3 leading-relaxed text-slate-700">
        This page was not saved on this phone, so it opens once the network is back. Your QR code, the scanner, your registrations and the
        pages of your events are saved.
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
        <button type="button" onClick={onRetry} className={buttonClass('primary', '', 'lg')}>
          Try again
        </button>
        <Link to="/" className={buttonClass('secondary', '', 'lg')}>
          Back to Home
        </Link>
        <Link to="/my-events" className={buttonClass('secondary', '', 'lg')}>
          My registrations
        </Link>
      </div>
    </div>
  );
}
