import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { EventDetail, Fixture } from '@podium/contracts/events/event-site';
import { useEventFixtures, type FixtureFilters } from '../../api/get-event-fixtures';
import { formatDayHeading, localDay } from '../../../../lib/format-date';
import { FixtureCard } from '../fixture-card';
import { SectionState } from '../section-state';
import { StandingsPanel } from '../standings-panel';
import { NativeSelect } from '../../../../components/ui/controls';

const NOT_SCHEDULED = 'not-scheduled';
const dayHeading = (day: string) => (day === NOT_SCHEDULED ? 'Time to be announced' : formatDayHeading(day));

const STATUSES = [
  { value: '', label: 'All matches' },
  { value: 'live', label: 'Live now' },
  { value: 'scheduled', label: 'Upcoming' },
  { value: 'finished', label: 'Finished' },
] as const;

/** Event days, YYYY-MM-DD, from first to last. */
function eventDays(event: EventDetail): string[] {
  const days: string[] = [];
  for (
    let day = new Date(`${event.startsOn}T00:00:00Z`);
    day <= new Date(`${event.endsOn}T00:00:00Z`);
    day = new Date(day.getTime() + 86_400_000)
  ) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** Fixtures by day with filters (sport, venue, day, status) kept in the URL; live scores refresh by themselves. */
export function FixturesSection({ event }: { event: EventDetail }) {
  const [params, setParams] = useSearchParams();
  const filters: FixtureFilters = {
    sportId: Number(params.get('sportId')) || undefined,
    venueId: Number(params.get('venueId')) || undefined,
    date: params.get('date') || undefined,
    status: (params.get('status') as FixtureFilters['status']) || undefined,
  };
  const fixtures = useEventFixtures(event.id, filters);
  const byDay = useMemo(() => {
    const groups = new Map<string, Fixture[]>();
    const unscheduled: Fixture[] = [];
    for (const fixture of fixtures.data ?? []) {
      if (!fixture.isScheduled) {
        unscheduled.push(fixture);
        continue;
      }
      const day = localDay(fixture.startsAt, event.timeZone);
      groups.set(day, [...(groups.get(day) ?? []), fixture]);
    }
    // Drawn matches without a time yet come last, under their own heading.
    if (unscheduled.length > 0) groups.set(NOT_SCHEDULED, unscheduled);
    return [...groups.entries()];
  }, [fixtures.data, event.timeZone]);

  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <div className="space-y-6">
      <StandingsPanel event={event} playingCategoryId={fixtures.data?.[0]?.eventSportCategoryId} />
      <form aria-label="Filter fixtures" className="grid grid-cols-2 gap-3 md:grid-cols-4" onSubmit={(submit) => submit.preventDefault()}>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Sport
          <NativeSelect value={filters.sportId ?? ''} onChange={(change) => setFilter('sportId', change.target.value)}>
            <option value="">All sports</option>
            {event.sportList.map((sport) => (
              <option key={sport.id} value={sport.id}>
                {sport.name}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Venue
          <NativeSelect value={filters.venueId ?? ''} onChange={(change) => setFilter('venueId', change.target.value)}>
            <option value="">All venues</option>
            {event.venues.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {venue.name}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Day
          <NativeSelect value={filters.date ?? ''} onChange={(change) => setFilter('date', change.target.value)}>
            <option value="">All days</option>
            {eventDays(event).map((day) => (
              <option key={day} value={day}>
                {formatDayHeading(day)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Status
          <NativeSelect value={filters.status ?? ''} onChange={(change) => setFilter('status', change.target.value)}>
            {STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </NativeSelect>
        </label>
      </form>
      <SectionState
        isLoading={fixtures.isLoading}
        error={fixtures.error}
        isEmpty={byDay.length === 0}
        emptyText="No fixtures match these filters."
      >
        <div className="space-y-8">
          {byDay.map(([day, dayFixtures]) => (
            <section key={day} aria-label={dayHeading(day)}>
              <h2 className="sticky top-16 z-10 -mx-1 bg-slate-50/95 px-1 py-2 text-base font-bold backdrop-blur">{dayHeading(day)}</h2>
              <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {dayFixtures.map((fixture) => (
                  <FixtureCard key={fixture.id} fixture={fixture} timeZone={event.timeZone} event={event} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </SectionState>
    </div>
  );
}
