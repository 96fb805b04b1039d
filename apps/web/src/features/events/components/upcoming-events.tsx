import { Link } from 'react-router';
import type { City } from '@podium/contracts/tenant/tenant-config';
import type { EventSummary } from '@podium/contracts/events/event-site';
import { useEventCalendar } from '../api/get-event-calendar';
import { EventCard } from './event-card';
import { Skeleton } from '../../../components/ui/skeleton';
// Today where the person is, not in UTC: an event starting today is live, not upcoming (issue 17).
import { localToday } from '../../../lib/format-date';

/** An event is live from its first to its last day (calendar days), upcoming before. */
export function isLive(event: Pick<EventSummary, 'startsOn' | 'endsOn'>, day: string): boolean {
  return event.startsOn <= day && day <= event.endsOn;
}

function EventList({ events, live = false }: { events: EventSummary[]; live?: boolean }) {
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} live={live} />
        </li>
      ))}
    </ul>
  );
}

/** Home page lists: the tenant's events in the selected city happening now, then those still to come. */
export function UpcomingEvents({ city }: { city: City | undefined }) {
  const day = localToday();
  const events = useEventCalendar({ cityId: city?.id, from: day });
  const live = events.data?.filter((event) => isLive(event, day)) ?? [];
  const upcoming = events.data?.filter((event) => !isLive(event, day)) ?? [];
  if (events.isLoading) {
    // One skeleton where the lists will be, about their height: the answer may add a "Live now"
    // section above "Upcoming", so no real heading is drawn yet that the live list would push down
    // (issue 14: CLS; Lighthouse measured 0.106 on / while the demo event was live).
    return (
      <section key="loading" className="mx-auto max-w-6xl px-4 pt-10">
        <Skeleton className="h-8 w-64 max-w-full" />
        {/* Plain boxes, not list items: a status region is not a list (axe: listitem). */}
        <div role="status" aria-label="Loading events" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-[6.25rem] rounded-2xl" />
          ))}
        </div>
      </section>
    );
  }
  return (
    <div id="events" className="scroll-mt-20 pb-12">
      {live.length > 0 && (
        <section aria-labelledby="live-heading" className="mx-auto max-w-6xl px-4 pt-10">
          <h2 id="live-heading" className="flex items-center gap-2 text-2xl font-extrabold tracking-tight">
            <span aria-hidden="true" className="relative flex h-3 w-3">
              <span className="absolute inline-flex h-full w-full rounded-full bg-red-500 opacity-75 motion-safe:animate-ping" />
              <span className="relative inline-flex h-3 w-3 rounded-full bg-red-600" />
            </span>
            {city ? `Live now in ${city.name}` : 'Live now'}
          </h2>
          <EventList events={live} live />
        </section>
      )}
      <section aria-labelledby="upcoming-heading" className="mx-auto max-w-6xl px-4 pt-10">
        <h2 id="upcoming-heading" className="text-2xl font-extrabold tracking-tight">
          {city ? `Upcoming events in ${city.name}` : 'Upcoming events'}
        </h2>
        {events.data && upcoming.length === 0 && (
          <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
            No upcoming events{city ? ` in ${city.name}` : ''} yet. Try another city or the{' '}
            <Link to="/event-calendar" className="font-semibold text-brand-700 underline">
              events calendar
            </Link>
            .
          </p>
        )}
        {upcoming.length > 0 && <EventList events={upcoming} />}
      </section>
    </div>
  );
}
