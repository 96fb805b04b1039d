import { Link } from 'react-router';
import type { MyWaitlistEntry } from '@podium/contracts/registrations/waitlist';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-messages';
import { formatScheduleTime } from '../../../lib/format-date';
import { useJoinWaitlist } from '../api/join-waitlist';
import { useLeaveWaitlist } from '../api/leave-waitlist';

interface WaitlistControlProps {
  eventId: number;
  eventSportCategoryId: number;
  label: string;
  /** My place on this category's list, undefined when I am not on it. */
  entry: MyWaitlistEntry | undefined;
}

/**
 * A full category's way forward (issue 33 §5): join its waiting list, or, once on it, my position,
 * leave, and, when a place is held for me, the way to /my-events where it is accepted.
 */
export function WaitlistControl({ eventId, eventSportCategoryId, label, entry }: WaitlistControlProps) {
  const join = useJoinWaitlist();
  const leave = useLeaveWaitlist();
  const ids = { eventId, eventSportCategoryId };
  const act = async (run: () => Promise<{ message?: string }>, fallback: string) => {
    try {
      const answer = await run();
      if (answer.message) toast.success(answer.message);
    } catch (error) {
      toast.error(errorMessage(error, { fallback }));
    }
  };

  if (!entry) {
    return (
      <Button
        variant="secondary"
        size="sm"
        className="mt-2"
        disabled={join.isPending}
        aria-label={`Join the waiting list for ${label}`}
        onClick={() => void act(() => join.mutateAsync(ids), 'Could not join the waiting list. Please try again.')}
      >
        {join.isPending ? 'Joining…' : 'Join waiting list'}
      </Button>
    );
  }
  return (
    <div className="mt-2 space-y-2 text-sm">
      {entry.offer ? (
        <p className="font-semibold text-emerald-800">
          A place is held for you until {formatScheduleTime(entry.offer.expiresAt, entry.event.timeZone)}.{' '}
          <Link to="/my-events" className="text-brand-700 underline">
            Accept it on My registrations
          </Link>
        </p>
      ) : (
        <p className="font-semibold text-slate-700">You are number {entry.position} on the waiting list.</p>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="-ml-4"
        disabled={leave.isPending}
        aria-label={`Leave the waiting list for ${label}`}
        onClick={() => void act(() => leave.mutateAsync(ids), 'Could not leave the waiting list. Please try again.')}
      >
        Leave waiting list
      </Button>
    </div>
  );
}
