import { Link } from 'react-router';
import { useMyRegistrations } from '../../features/registration/api/my-registrations';
import { MyRegistrationsList } from '../../features/registration/components/my-registrations-list';
import { useMyWaitlist } from '../../features/registration/api/my-waitlist';
import { MyWaitlistList } from '../../features/registration/components/my-waitlist-list';
import { MyOrders } from '../../features/payments/components/my-orders';
import { MyCertificates } from '../../features/certificates';
import { CalendarSubscribePanel } from '../../features/calendars';
import { useRequireSignIn } from '../require-sign-in';
import { buttonClass } from '../../components/ui/button';
import { AccountPage } from '../layouts/account-page';
import { OfflineSavedNotice } from '../../components/offline-saved-notice';
import { useSavedCopyTime } from '../../lib/offline/use-saved-copy';

/** Route /my-events (My registrations). */
export default function MyEventsPage() {
  const isSignedIn = useRequireSignIn();
  const registrations = useMyRegistrations(undefined, { enabled: isSignedIn });
  const waitlist = useMyWaitlist(undefined, { enabled: isSignedIn });
  const savedAtMs = useSavedCopyTime(registrations);
  if (!isSignedIn) return null;
  return (
    <AccountPage title="My registrations">
      <OfflineSavedNotice savedAtMs={savedAtMs} className="mt-2" />
      <div className="mt-6">
        {waitlist.data && waitlist.data.length > 0 && <MyWaitlistList entries={waitlist.data} />}
        {registrations.isLoading && <p role="status">Loading…</p>}
        {registrations.error && !registrations.data && <p role="alert">{registrations.error.message}</p>}
        {registrations.data && registrations.data.length === 0 && (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="text-slate-600">
              {waitlist.data && waitlist.data.length > 0 ? 'You have no registration yet.' : 'You have not registered for any event yet.'}
            </p>
            <Link to="/event-calendar" className={buttonClass('primary', 'mt-4')}>
              Find an event
            </Link>
          </div>
        )}
        {registrations.data && registrations.data.length > 0 && <MyRegistrationsList registrations={registrations.data} />}
      </div>
      <MyCertificates enabled={isSignedIn} />
      {registrations.data && registrations.data.length > 0 && <CalendarSubscribePanel />}
      <MyOrders enabled={isSignedIn} />
    </AccountPage>
  );
}
