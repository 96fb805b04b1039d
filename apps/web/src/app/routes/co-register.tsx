import { Link, useSearchParams } from 'react-router';
import { useEventCatalogue } from '../../features/registration/api/get-event-catalogue';
import { useMyRegistrations } from '../../features/registration/api/my-registrations';
import { RegistrationForm } from '../../features/registration/components/registration-form';
import { useProfileDetails } from '../../features/profile';
import { useRequireSignIn } from '../require-sign-in';
import { buttonClass } from '../../components/ui/button';

/** Route /co-register?eventId={id}: register for an event's sports and categories. */
export default function CoRegisterPage() {
  const [params] = useSearchParams();
  const eventId = Number(params.get('eventId')) || undefined;
  const isSignedIn = useRequireSignIn();
  const event = useEventCatalogue(eventId);
  const mine = useMyRegistrations(eventId, { enabled: isSignedIn && Boolean(eventId) });
  // The form shows which categories the person may enter from their profile: wait for it (a failed read still opens the form).
  const profile = useProfileDetails(isSignedIn);

  if (!isSignedIn) return null;
  if (!eventId || event.error) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Choose an event to register for</h1>
        <p className="mt-2 text-slate-600">This registration link has no event, or the event has ended.</p>
        <Link to="/event-calendar" className={buttonClass('primary', 'mt-6')}>
          Events calendar
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      {event.data ? (
        <>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Registration</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight">{event.data.eventName}</h1>
          <p className="mt-2 text-slate-600">
            Pick your sports and categories. For team sports, create your company&apos;s team or join one with the code a teammate shares.{' '}
            <Link to={`/${event.data.path}/about`} className="font-semibold text-brand-600 underline">
              Rules &amp; Regulations
            </Link>
          </p>
          <div className="mt-6">
            {mine.data && !profile.isPending ? (
              <RegistrationForm event={event.data} registrations={mine.data} />
            ) : (
              <p role="status">Loading your registrations…</p>
            )}
          </div>
        </>
      ) : (
        <p role="status">Loading the event…</p>
      )}
    </div>
  );
}
