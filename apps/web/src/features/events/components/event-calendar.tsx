import { localToday } from '../../../lib/format-date';
import { useMemo, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { City } from '@podium/contracts/tenant/tenant-config';
import { useEventCalendar } from '../api/get-event-calendar';
import { formatMonth } from '../../../lib/format-date';
import { EventCard } from './event-card';
import { EventMonthGrid } from './event-month-grid';
import { Panel } from '../../../components/ui/panel';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/controls';

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
          <EventMonthGrid year={month.year} monthIndex={month.index} events={shown} today={today} />
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
