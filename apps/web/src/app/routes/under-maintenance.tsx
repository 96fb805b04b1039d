import { Link } from 'react-router';
import { useLanding } from '../../lib/tenant/get-landing';
import { buttonClass } from '../../components/ui/button';

/** Route /under-maintenance: where the 60 s maintenance poll sends everyone while the tenant is in maintenance. */
export default function UnderMaintenancePage() {
  const landing = useLanding();
  const isBack = landing.data?.maintenance === false;

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <div aria-hidden="true" className="flex h-20 w-20 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <svg
          viewBox="0 0 24 24"
          className="h-10 w-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M14.7 6.3a4 4 0 0 0-5.4 5.2L3.6 17.2a1.4 1.4 0 0 0 2 2l5.7-5.7a4 4 0 0 0 5.2-5.4l-2.5 2.5-2-.5-.5-2 2.5-2.5Z" />
        </svg>
      </div>
      {/* One message at a time: while away, the apology; once the poll says it is over, only the welcome. */}
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink">
        {isBack ? 'Maintenance is over. Welcome back!' : "We'll be right back"}
      </h1>
      <p className="mt-3 leading-relaxed text-slate-700">
        {isBack
          ? 'Everything is available again: your registrations, teams and coupons are where you left them.'
          : 'We are making a few improvements to the site. Your registrations, teams and coupons are safe, and everything will be available again shortly.'}
      </p>
      <div role="status" className="mt-6 text-sm text-slate-600">
        {isBack ? '' : 'This page checks again every minute.'}
      </div>
      {isBack ? (
        <Link to="/" className={buttonClass('primary', 'mt-6', 'lg')}>
          Back to Home
        </Link>
      ) : (
        <button
          type="button"
          onClick={() => void landing.refetch()}
          disabled={landing.isFetching}
          className={buttonClass('secondary', 'mt-6', 'lg')}
        >
          {landing.isFetching ? 'Checking...' : 'Check again'}
        </button>
      )}
    </div>
  );
}
