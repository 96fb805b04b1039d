import { Link } from 'react-router';
import type { EventSummary } from '@podium/contracts/events/event-site';
import { formatCalendarDay } from '../../../lib/format-date';
import { panelClass } from '../../../components/ui/panel';
import { Badge } from '../../../components/ui/badge';

/** The sports an event holds, the first few by name and the rest counted ('Archery, Athletics, Badminton +9 more'). */
const SPORTS_NAMED = 3;
function sportsLine(names: string[]) {
  if (names.length <= SPORTS_NAMED + 1) return names.join(', ');
  return `${names.slice(0, SPORTS_NAMED).join(', ')} +${names.length - SPORTS_NAMED} more`;
}

/** An event in a list: date tile, name, city, sports, link to its microsite. */
export function EventCard({ event, live = false }: { event: EventSummary; live?: boolean }) {
  return (
    <Link to={`/${event.path}`} className={panelClass('sm', 'group flex gap-4 transition hover:-translate-y-0.5 hover:shadow-md')}>
      <div className="flex w-16 shrink-0 flex-col items-center justify-center rounded-xl bg-brand-600 py-2 text-[var(--brand-on-primary)]">
        <span className="text-xs font-semibold uppercase">{formatCalendarDay(event.startsOn, { month: 'short' })}</span>
        <span className="text-2xl font-extrabold leading-none">{formatCalendarDay(event.startsOn, { day: 'numeric' })}</span>
      </div>
      <div className="min-w-0">
        <h3 className="font-bold text-ink group-hover:text-brand-700">{event.eventName}</h3>
        <p className="text-sm text-slate-600">
          {live && (
            <Badge tone="live" className="mr-2">
              Live
            </Badge>
          )}
          {event.city.name} · until {formatCalendarDay(event.endsOn, { month: 'short', day: 'numeric' })}
        </p>
        <p className="mt-1 text-xs text-slate-500">{sportsLine(event.sports.map((sport) => sport.name))}</p>
      </div>
    </Link>
  );
}
