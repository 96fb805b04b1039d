import { Link } from 'react-router';
import type { MyWaitlistEntry } from '@podium/contracts/registrations/waitlist';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-messages';
import { formatScheduleTime } from '../../../lib/format-date';
import { useStartCheckout } from '../../payments';
import { useAcceptOffer, useDeclineOffer } from '../api/answer-waitlist-offer';
import { useLeaveWaitlist } from '../api/leave-waitlist';

/**
 * My places on waiting lists (issue 33 §5) on /my-events: my position in each, and a place held for
 * me with Accept (a paid place goes on to pay, like a registration) and Decline; Leave otherwise.
 */
export function MyWaitlistList({ entries }: { entries: MyWaitlistEntry[] }) {
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const leave = useLeaveWaitlist();
  const startCheckout = useStartCheckout();
  const isBusy = accept.isPending || decline.isPending || leave.isPending;

  const run = async <T extends { message?: string }>(action: () => Promise<T>, fallback: string): Promise<T | null> => {
    try {
      const answer = await action();
      if (answer.message) toast.success(answer.message);
      return answer;
    } catch (error) {
      toast.error(errorMessage(error, { fallback }));
      return null;
    }
  };
  const acceptOffer = async (offerId: number) => {
    const answer = await run(() => accept.mutateAsync(offerId), 'Could not accept the place. Please try again.');
    // A paid place: straight on to the checkout, as after registering (a provider that did not answer leaves 'Pay now' below).
    const order = answer?.data.order;
    if (order?.checkout) await startCheckout(order);
  };

  return (
    <section aria-labelledby="waitlist-heading" className="mb-8">
      <h2 id="waitlist-heading" className="text-xl font-bold">
        Waiting lists
      </h2>
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        {entries.map((entry) => {
          const label = `${entry.sport.name} · ${entry.category.name}`;
          return (
            <li
              key={entry.id}
              className={`rounded-2xl border bg-white p-4 shadow-sm ${entry.offer ? 'border-emerald-400 ring-2 ring-emerald-100' : 'border-slate-200'}`}
            >
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-bold">{label}</h3>
                <span
                  className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold ${entry.offer ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800'}`}
                >
                  {entry.offer ? 'Place offered' : `Number ${entry.position}`}
                </span>
              </div>
              <p className="text-sm text-slate-600">
                <Link to={`/${entry.event.path}`} className="hover:text-brand-700">
                  {entry.event.eventName}
                </Link>
              </p>
              {entry.offer ? (
                <>
                  <p className="mt-3 text-sm">
                    A place is free and held for you until{' '}
                    <strong>{formatScheduleTime(entry.offer.expiresAt, entry.event.timeZone)}</strong>. After that it goes to the next
                    person waiting.
                    {entry.offer.fee ? ' This category takes an entry fee: accepting starts the payment.' : ''}
                  </p>
                  <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
                    <Button size="sm" disabled={isBusy} onClick={() => void acceptOffer(entry.offer!.id)}>
                      {accept.isPending ? 'Accepting…' : 'Accept the place'}
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={isBusy}
                      onClick={() => void run(() => decline.mutateAsync(entry.offer!.id), 'Could not decline. Please try again.')}
                    >
                      Decline
                    </Button>
                  </div>
                </>
              ) : (
                <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
                  <p className="text-sm text-slate-700">
                    You are number {entry.position} on the waiting list. A place that frees up is offered here, and by email to a verified
                    address.
                  </p>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="-ml-4"
                    disabled={isBusy}
                    aria-label={`Leave the waiting list for ${label}`}
                    onClick={() =>
                      void run(
                        () => leave.mutateAsync({ eventId: entry.event.id, eventSportCategoryId: entry.eventSportCategoryId }),
                        'Could not leave the waiting list. Please try again.',
                      )
                    }
                  >
                    Leave
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
