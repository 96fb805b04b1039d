import type { City } from '@podium/contracts/tenant/tenant-config';
import { useEventCalendar } from '../api/get-event-calendar';
import { EventCard } from './event-card';

const today = () => new Date().toISOString().slice(0, 10);

/** Home page list: the tenant's events in the selected city that have not ended yet. */
export function UpcomingEvents({ city }: { city: City | undefined }) {
  const events = useEventCalendar({ cityId: city?.id, from: today() });
  return (
    <section aria-labelledby="upcoming-heading" className="mx-auto max-w-6xl px-4 pt-10">
      <h2 id="upcoming-heading" className="text-2xl font-extrabold tracking-tight">
        {city ? `Upcoming events in ${city.name}` : 'Upcoming events'}
      </h2>
      {events.isLoading && (
        // A card-sized placeholder: the list arriving does not push the page down (issue 14, CLS).
        <div role="status" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <div className="h-[6.25rem] animate-pulse rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <span className="sr-only">Loading events…</span>
          </div>
        </div>
      )}
      {events.data && events.data.length === 0 && (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-500">
          No upcoming events{city ? ` in ${city.name}` : ''} yet. Try another city or the events calendar.
        </p>
      )}
      {events.data && events.data.length > 0 && (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {events.data.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
