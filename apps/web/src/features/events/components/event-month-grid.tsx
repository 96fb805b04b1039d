import { Link } from 'react-router';
import type { EventSummary } from '@podium/contracts/events/event-site';
import { isDuring, monthGridDays } from '../month-grid';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * A month as whole weeks from Sunday: each day with the events on it (a bar on a phone, the name
 * from sm up, each a link to its site), the days of the months around greyed, and today ringed.
 */
export function EventMonthGrid({
  year,
  monthIndex,
  events,
  today,
}: {
  year: number;
  monthIndex: number;
  events: Pick<EventSummary, 'id' | 'path' | 'eventName' | 'startsOn' | 'endsOn'>[];
  /** YYYY-MM-DD on this device. */
  today: string;
}) {
  return (
    <>
      <div className="mt-2 grid grid-cols-7 gap-1 text-center text-xs font-semibold text-slate-500">
        {WEEKDAYS.map((weekday) => (
          <div key={weekday}>{weekday}</div>
        ))}
      </div>
      <div className="mt-1 grid grid-cols-7 gap-1">
        {monthGridDays(year, monthIndex).map(({ day, isInMonth }) => {
          const onDay = events.filter((event) => isDuring(day, event));
          return (
            <div
              key={day}
              className={`min-h-16 rounded-lg border p-1 text-left sm:min-h-24 ${isInMonth ? 'border-slate-100 bg-white' : 'border-transparent bg-slate-50 text-slate-400'} ${day === today ? 'ring-2 ring-brand-500' : ''}`}
            >
              <span className="text-xs font-semibold">{Number(day.slice(8))}</span>
              <ul className="mt-0.5 space-y-0.5">
                {onDay.map((event) => (
                  <li key={event.id}>
                    {/* A coloured bar on a phone (the list below names the events), the name from sm up. */}
                    <Link
                      to={`/${event.path}`}
                      title={event.eventName}
                      className="block h-1.5 truncate rounded-full bg-brand-600 text-[var(--brand-on-primary)] sm:h-auto sm:rounded sm:px-1 sm:text-xs sm:font-semibold sm:leading-4"
                    >
                      <span className="sr-only sm:not-sr-only">{event.eventName}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </>
  );
}
