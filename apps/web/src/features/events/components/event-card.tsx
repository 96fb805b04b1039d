import { Link } from 'react-router';
import type { EventSummary } from '@podium/contracts/events/event-site';
import { formatCalendarDay } from '../../../lib/format-date';
import { panelClass } from '../../../components/ui/panel';

/** An event in a list: date tile, name, city, sports, link to its microsite. */
export function EventCard({ event, live = false }: { event: EventSummary; live?: boolean }) {
  return (
    <Link to={`/${event.path}`} className={panelClass('sm', 'group flex gap-4 transition hover:-translate-y-0.5 hover:shadow-md')}>
      <div className="flex w-16 shrink-0 flex-col items-center justify-center rounded-xl bg-brand-600 py-2 text-white">
        <span className="text-xs font-semibold uppercase">{formatCalendarDay(event.startsOn, { month: 'short' })}</span>
        <span className="text-2xl font-extrabold leading-none">{formatCalendarDay(event.startsOn, { day: 'numeric' })}</span>
      </div>
      <div className="min-w-0">
        <h3 className="font-bold text-ink group-hover:text-brand-700">
          {event.eventName}
          {live && (
            <span className="ml-2 rounded-full bg-red-600 px-2 py-0.5 align-middle text-xs font-bold uppercase text-white">Live</span>
          )}
        </h3>
        <p className="text-sm text-slate-600">
          {event.city.name} · until {formatCalendarDay(event.endsOn, { month: 'short', day: 'numeric' })}
        </p>
        <p className="mt-1 line-clamp-1 text-xs text-slate-500">{event.sports.map((sport) => sport.name).join(' · ')}</p>
      </div>
    </Link>
  );
}
