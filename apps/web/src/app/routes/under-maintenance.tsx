import { Link } from 'react-router';
import { useLanding } from '../../lib/tenant/get-landing';
import { CircleCheck, Wrench } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { StatusMessage } from '../../components/ui/status-message';

/** Route /under-maintenance: where the 60 s maintenance poll sends everyone while the tenant is in maintenance. */
export default function UnderMaintenancePage() {
  const landing = useLanding();
  const isBack = landing.data?.maintenance === false;

  return (
    <StatusMessage
      icon={isBack ? CircleCheck : Wrench}
      tone={isBack ? 'success' : 'warning'}
      // One message at a time: while away, the apology; once the poll says it is over, only the welcome.
      title={isBack ? 'Maintenance is over. Welcome back!' : "We'll be right back"}
      actions={
        isBack ? (
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
        )
      }
    >
      <p className="mt-3 leading-relaxed text-slate-700">
        {isBack
          ? 'Everything is available again: your registrations, teams and coupons are where you left them.'
          : 'We are making a few improvements to the site. Your registrations, teams and coupons are safe, and everything will be available again shortly.'}
      </p>
      <div role="status" className="mt-6 text-sm text-slate-600">
        {isBack ? '' : 'This page checks again every minute.'}
      </div>
    </StatusMessage>
  );
}
