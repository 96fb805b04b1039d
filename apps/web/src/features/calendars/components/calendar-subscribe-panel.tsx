import { useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { Button, buttonClass } from '../../../components/ui/button';
import { panelClass } from '../../../components/ui/panel';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-messages';
import { useCalendarLink, useNewCalendarLink } from '../api/calendar-link';
import { absoluteUrl, googleSubscribeUrl, webcalUrl } from '../calendar-urls';

/**
 * /my-events: subscribe to my matches and registrations in a calendar app (webcal://, or Google's
 * "add by URL"), copy the link, or reset it when it was shared by mistake (the old one stops).
 */
export function CalendarSubscribePanel() {
  const link = useCalendarLink();
  const newLink = useNewCalendarLink();
  const [isConfirmingReset, setConfirmingReset] = useState(false);

  const makeLink = async (successText?: string) => {
    try {
      await newLink.mutateAsync();
      setConfirmingReset(false);
      if (successText) toast.success(successText);
    } catch (error) {
      toast.error(errorMessage(error, { fallback: 'Could not make your calendar link. Please try again.' }));
    }
  };
  const copy = async (path: string) => {
    try {
      await navigator.clipboard.writeText(absoluteUrl(path));
      toast.success('Calendar link copied.');
    } catch {
      toast.error('Could not copy. Press and hold the Subscribe link to copy it instead.');
    }
  };

  return (
    <section aria-labelledby="calendar-heading" className={panelClass('md', 'mt-6')}>
      <h2 id="calendar-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
        <CalendarDays aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-600" />
        My matches in my calendar
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Your matches (once they have a time) and event days, with venue and address. Your calendar app follows changes by itself.
      </p>
      {link.isLoading && (
        <p role="status" className="mt-3 text-sm text-slate-500">
          Loading…
        </p>
      )}
      {link.error && link.data === undefined && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(link.error, { fallback: 'Could not load your calendar link.' })}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void link.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {link.data === null && (
        <Button className="mt-3" onClick={() => void makeLink()} disabled={newLink.isPending} aria-busy={newLink.isPending}>
          {newLink.isPending ? 'Making your link…' : 'Get my calendar link'}
        </Button>
      )}
      {link.data && (
        <>
          <div className="mt-3 flex flex-wrap gap-2">
            <a href={webcalUrl(link.data.path)} className={buttonClass('primary')}>
              Subscribe
            </a>
            <a href={googleSubscribeUrl(link.data.path)} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
              Google Calendar
            </a>
            <Button variant="secondary" onClick={() => void copy(link.data!.path)}>
              Copy link
            </Button>
          </div>
          <p className="mt-2 text-xs text-slate-500">
            Subscribe opens Apple Calendar or Outlook. Keep this link to yourself: anyone with it sees your matches.
          </p>
          {isConfirmingReset ? (
            <div
              role="group"
              aria-labelledby="calendar-reset-question"
              className="mt-3 rounded-xl bg-amber-50 p-3 text-sm ring-1 ring-amber-200"
            >
              <p id="calendar-reset-question" className="text-amber-900">
                Calendars subscribed with the current link stop updating. Subscribe again with the new link. Reset it?
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button onClick={() => void makeLink('New calendar link ready. Subscribe again with it.')} disabled={newLink.isPending}>
                  {newLink.isPending ? 'Resetting…' : 'Yes, reset the link'}
                </Button>
                <Button variant="secondary" onClick={() => setConfirmingReset(false)} disabled={newLink.isPending}>
                  Cancel
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="ghost" size="sm" className="-ml-4 mt-2" onClick={() => setConfirmingReset(true)}>
              Reset link
            </Button>
          )}
        </>
      )}
    </section>
  );
}
