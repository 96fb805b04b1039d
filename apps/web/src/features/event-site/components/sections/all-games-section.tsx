import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { EventDetail } from '@podium/contracts/events/event-site';
import { SPORT_GROUP_NAMES } from '@podium/contracts/events/sport-groups';
import { eventSectionHref } from '@podium/contracts/events/event-path';
import { useEventFixtures } from '../../api/get-event-fixtures';
import { formatCalendarDay, localDay } from '../../../../lib/format-date';
import { plural } from '../../../../lib/plural';
import { Panel } from '../../../../components/ui/panel';

/** Every sport by group, with its categories, venue, places and schedule (match days). */
export function AllGamesSection({ event }: { event: EventDetail }) {
  const fixtures = useEventFixtures(event.id);
  const venueName = (id: number) => event.venues.find((venue) => venue.id === id)?.name ?? '';
  const categoryName = (id: number) => event.categories.find((category) => category.id === id)?.name ?? '';
  const matchDays = (escId: number) => [
    ...new Set(
      (fixtures.data ?? [])
        .filter((fixture) => fixture.eventSportCategoryId === escId && fixture.isScheduled)
        .map((fixture) => localDay(fixture.startsAt, event.timeZone)),
    ),
  ];

  return (
    <div className="space-y-10">
      {SPORT_GROUP_NAMES.map((group) => (
        <section key={group} aria-labelledby={`group-${group}`}>
          <h2 id={`group-${group}`} className="text-xl font-extrabold">
            {group} sports
          </h2>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            {event.sportList
              .filter((sport) => sport.group === group)
              .map((sport) => {
                const categories = event.sportCategories.filter((esc) => esc.sportId === sport.id);
                return (
                  <Panel as="article" key={sport.id}>
                    <div className="flex items-center justify-between gap-2">
                      <h3 className="text-lg font-bold">{sport.name}</h3>
                      <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
                        {sport.isTeamSport ? 'Team' : 'Individual'}
                      </span>
                    </div>
                    <p className="text-sm text-slate-500">{venueName(categories[0]?.venueId ?? 0)}</p>
                    <ul className="mt-3 divide-y divide-slate-100">
                      {categories.map((esc) => {
                        const days = matchDays(esc.id);
                        return (
                          <li key={esc.id} className="py-2 text-sm">
                            <div className="flex justify-between gap-2">
                              <span className="font-medium">{categoryName(esc.categoryId)}</span>
                              <span className="text-slate-500">
                                {/* Once matches are drawn the count is who plays; before, how full registration is. */}
                                {days.length > 0 || esc.capacity === null
                                  ? plural(esc.entries, sport.isTeamSport ? 'team' : 'player')
                                  : `${esc.entries} of ${esc.capacity} ${sport.isTeamSport ? 'team places' : 'places'} taken`}
                              </span>
                            </div>
                            <p className="text-xs text-slate-500">
                              {days.length > 0
                                ? `Matches: ${days.map((day) => formatCalendarDay(day, { month: 'short', day: 'numeric' })).join(', ')}`
                                : 'Schedule to be announced'}
                            </p>
                          </li>
                        );
                      })}
                    </ul>
                    <Link
                      to={`${eventSectionHref(event.path, 'fixtures')}?sportId=${sport.id}`}
                      className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                    >
                      {sport.name} fixtures
                      <ArrowRight aria-hidden="true" className="h-4 w-4" />
                    </Link>
                  </Panel>
                );
              })}
          </div>
        </section>
      ))}
    </div>
  );
}
