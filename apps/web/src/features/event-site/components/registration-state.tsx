import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { plural } from '../../../lib/plural';
import { useMyRegistrations } from '../../registration';

/**
 * What a signed-in member sees where Register Now would be once they are registered for the
 * event: their state ('Registered · 2 sports'), linking to My registrations. Undefined while
 * unknown or when they have no standing registration, so the caller shows Register Now.
 */
export function useEventRegistrationCount(eventId: number | undefined, isAuthenticated: boolean): number | undefined {
  const registrations = useMyRegistrations(eventId, { enabled: Boolean(eventId) && isAuthenticated });
  if (!isAuthenticated || !registrations.data) return undefined;
  const standing = registrations.data.filter((registration) => registration.status !== 'withdrawn');
  return standing.length > 0 ? new Set(standing.map((registration) => registration.sport.id)).size : undefined;
}

export function RegisteredBadge({ sportCount }: { sportCount: number }) {
  return (
    <Link
      to="/my-events"
      className="inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-full bg-emerald-700 px-4 text-sm font-bold text-white shadow hover:bg-emerald-800"
    >
      <Check aria-hidden="true" className="h-4 w-4" strokeWidth={3} />
      <span>
        Registered<span className="hidden sm:inline"> · {plural(sportCount, 'sport')}</span>
      </span>
    </Link>
  );
}
