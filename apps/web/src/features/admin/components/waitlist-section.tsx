import type { AdminWaitlistEntry } from '@podium/contracts/admin/admin-registrations';
import { Panel } from '../../../components/ui/panel';
import { formatRecordTime } from '../../../lib/format-date';
import { useAdminWaitlist } from '../api/admin-registrations';
import { useAdminEvent } from '../api/admin-events';
import { errorText } from './error-text';

/**
 * The event's waiting lists for the admin (issue 33 §5): each full category's queue in the order
 * places are offered, and whose offer is held until when. Places are offered by the server as they
 * free up (a withdrawal here, an expired payment, a raised capacity); nothing to press.
 */
export function WaitlistSection({ eventId }: { eventId: number }) {
  const waitlist = useAdminWaitlist(eventId);
  // Times in the event's own zone, as every console shows them (the browser's until it is read).
  const timeZone = useAdminEvent(eventId).data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const byCategory = new Map<number, AdminWaitlistEntry[]>();
  for (const entry of waitlist.data ?? [])
    byCategory.set(entry.eventSportCategoryId, [...(byCategory.get(entry.eventSportCategoryId) ?? []), entry]);
  return (
    <Panel as="section" padding="sm" aria-labelledby="waitlists">
      <h2 id="waitlists" className="text-lg font-semibold">
        Waiting lists
      </h2>
      {waitlist.error ? <p role="alert">{errorText(waitlist.error)}</p> : null}
      {waitlist.data?.length === 0 ? (
        <p className="mt-2 text-slate-600">Nobody is waiting: a full category's waiting list shows here as people join it.</p>
      ) : null}
      {[...byCategory.values()].map((entries) => (
        <section
          key={entries[0]!.eventSportCategoryId}
          aria-label={`${entries[0]!.sportName} · ${entries[0]!.categoryName}`}
          className="mt-3"
        >
          <h3 className="font-medium">
            {entries[0]!.sportName} · {entries[0]!.categoryName}{' '}
            <span className="text-sm font-normal text-slate-600">({entries.length} waiting)</span>
          </h3>
          <ol className="mt-1 flex flex-col divide-y divide-slate-100 text-sm">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
                <span>
                  <span className="mr-2 font-semibold tabular-nums">{entry.position}.</span>
                  {entry.person.name ?? 'No name yet'}
                  {entry.person.companyName ? <span className="text-slate-600"> · {entry.person.companyName}</span> : null}
                </span>
                <span className={entry.status === 'offered' ? 'font-medium text-brand-700' : 'text-slate-600'}>
                  {entry.status === 'offered' && entry.offerExpiresAt
                    ? `Place offered, held until ${formatRecordTime(entry.offerExpiresAt, timeZone)}`
                    : `Waiting since ${formatRecordTime(entry.joinedAt, timeZone)}`}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </Panel>
  );
}
