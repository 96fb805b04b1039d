import { localToday } from '../../../lib/format-date';
import { useMemo, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { City } from '@podium/contracts/tenant/tenant-config';
import { useEventCalendar } from '../api/get-event-calendar';
import { isDuring, monthGridDays } from '../month-grid';
import { formatMonth } from '../../../lib/format-date';
import { EventCard } from './event-card';
import { Panel } from '../../../components/ui/panel';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/controls';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Events in a month grid or a list, filtered by city and sport. */
export function EventCalendar({ cities, initialCity }: { cities: City[]; initialCity: City | undefined }) {
  const [cityId, setCityId] = useState<number | undefined>(initialCity?.id);
  const [sportId, setSportId] = useState<number | undefined>();
  const [view, setView] = useState<'month' | 'list'>('month');
  const [month, setMonth] = useState(() => ({ year: new Date().getFullYear(), index: new Date().getMonth() }));
  const events = useEventCalendar({ cityId });
  const sports = useMemo(() => {
    const byId = new Map<number, string>();
    for (const event of events.data ?? []) for (const sport of event.sports) byId.set(sport.id, sport.name);
    return [...byId.entries()].sort((a, b) => a[1].localeCompare(b[1]));
  }, [events.data]);
  const shown = (events.data ?? []).filter((event) => !sportId || event.sports.some((sport) => sport.id === sportId));
  const monthLabel = formatMonth(month.year, month.index);
  const moveMonth = (delta: number) => {
    const next = new Date(Date.UTC(month.year, month.index + delta, 1));
    setMonth({ year: next.getUTCFullYear(), index: next.getUTCMonth() });
  };
  const today = localToday();
  const monthFirst = new Date(Date.UTC(month.year, month.index, 1)).toISOString().slice(0, 10);
  const monthLast = new Date(Date.UTC(month.year, month.index + 1, 0)).toISOString().slice(0, 10);
  // Day cells are too narrow for names on a phone: the month's events are also listed under the grid.
  const inMonth = shown.filter((event) => event.startsOn <= monthLast && event.endsOn >= monthFirst);

  return (
    <div className="space-y-5">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[1fr_1fr_auto]">
        <label className="flex flex-col gap-1 text-sm font-medium">
          City
          <NativeSelect
            value={cityId ?? ''}
            onChange={(change) => setCityId(change.target.value ? Number(change.target.value) : undefined)}
          >
            <option value="">All cities</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Sport
          <NativeSelect
            value={sportId ?? ''}
            onChange={(change) => setSportId(change.target.value ? Number(change.target.value) : undefined)}
          >
            <option value="">All sports</option>
            {sports.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </label>
        <div role="tablist" aria-label="Calendar view" className="col-span-2 flex items-end gap-2 md:col-span-1">
          {(['month', 'list'] as const).map((option) => (
            <Button
              key={option}
              variant="bare"
              role="tab"
              aria-selected={view === option}
              onClick={() => setView(option)}
              className={`min-h-11 flex-1 rounded-full px-4 text-sm font-semibold capitalize md:flex-none ${view === option ? 'bg-brand-600 text-[var(--brand-on-primary)]' : 'bg-white ring-1 ring-slate-300'}`}
            >
              {option}
            </Button>
          ))}
        </div>
      </div>
      {events.isLoading && <p role="status">Loading events…</p>}
      {view === 'list' ? (
        shown.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-500">
            No events match these filters.
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {shown.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        )
      ) : (
        <Panel as="section" padding="none" aria-label={monthLabel} className="p-3 sm:p-4">
          <div className="flex items-center justify-between">
            <Button
              variant="bare"
              onClick={() => moveMonth(-1)}
              aria-label="Previous month"
              className="h-11 w-11 rounded-full hover:bg-slate-100"
            >
              <ChevronLeft aria-hidden="true" className="mx-auto h-5 w-5" />
            </Button>
            <h2 className="font-bold">{monthLabel}</h2>
            <Button
              variant="bare"
              onClick={() => moveMonth(1)}
              aria-label="Next month"
              className="h-11 w-11 rounded-full hover:bg-slate-100"
            >
              <ChevronRight aria-hidden="true" className="mx-auto h-5 w-5" />
            </Button>
          </div>
          <div className="mt-2 grid grid-cols-7 gap-1 text-center text-xs font-semibold text-slate-500">
            {WEEKDAYS.map((weekday) => (
              <div key={weekday}>{weekday}</div>
            ))}
          </div>
          <div className="mt-1 grid grid-cols-7 gap-1">
            {monthGridDays(month.year, month.index).map(({ day, isInMonth }) => {
              const onDay = shown.filter((event) => isDuring(day, event));
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
          <h3 className="mt-4 text-sm font-bold text-slate-700">In {monthLabel}</h3>
          {inMonth.length === 0 ? (
            <p className="mt-2 text-sm text-slate-500">No events this month.</p>
          ) : (
            <ul className="mt-2 grid gap-3 sm:grid-cols-2">
              {inMonth.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          )}
        </Panel>
      )}
    </div>
  );
}
