import { Link } from 'react-router';
import { EVENT_SECTIONS, eventSectionHref } from '@podium/contracts/events/event-path';
import type { EventDetail } from '@podium/contracts/events/event-site';
import type { FeatureFlags } from '@podium/contracts/tenant/tenant-config';
import { useEventFixtures } from '../../api/get-event-fixtures';
import { FixtureCardGrid } from '../fixture-card';
import { panelClass } from '../../../../components/ui/panel';

/** How many upcoming matches the overview lists (one row on a laptop). */
const UP_NEXT_SHOWN = 3;

const SECTION_TEXT: Record<string, string> = {
  about: 'The event, its Rules & Regulations and venues',
  blogs: 'Match reports and announcements',
  teams: 'Every company team and its squad',
  allgames: 'Sports by group, categories and schedule',
  'medal-tally': 'Gold, silver and bronze by company',
  results: 'Scores and final standings',
  gallery: 'Photos from the venues',
  fixtures: 'Who plays whom, where and when',
};

/** The microsite's home: live matches first, the next ones up, then a card for each section the tenant turned on. */
export function OverviewSection({ event, flags }: { event: EventDetail; flags: FeatureFlags['corporateOlympics'] | undefined }) {
  const live = useEventFixtures(event.id, { status: 'live' });
  const scheduled = useEventFixtures(event.id, { status: 'scheduled' });
  // The next matches with a time, soonest first: what to watch after the live ones.
  const upNext = (scheduled.data ?? [])
    .filter((fixture) => fixture.isScheduled && new Date(fixture.startsAt).getTime() >= Date.now())
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .slice(0, UP_NEXT_SHOWN);
  const sections = EVENT_SECTIONS.filter((item) => flags?.[item.flag]);
  return (
    <div className="space-y-10">
      {(live.data ?? []).length > 0 && (
        <section aria-labelledby="live-heading">
          <h2 id="live-heading" className="text-xl font-extrabold">
            Live now
          </h2>
          <FixtureCardGrid fixtures={live.data!} timeZone={event.timeZone} />
        </section>
      )}
      {upNext.length > 0 && (
        <section aria-labelledby="up-next-heading">
          <h2 id="up-next-heading" className="text-xl font-extrabold">
            Up next
          </h2>
          <FixtureCardGrid fixtures={upNext} timeZone={event.timeZone} withDay event={event} />
        </section>
      )}
      <section aria-labelledby="explore-heading">
        <h2 id="explore-heading" className="text-xl font-extrabold">
          Explore the games
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {sections.map((item) => (
            <li key={item.section}>
              <Link
                to={eventSectionHref(event.path, item.section)}
                className={panelClass('sm', 'block h-full transition hover:-translate-y-0.5 hover:shadow-md')}
              >
                <span className="font-bold text-ink">{item.label}</span>
                <span className="mt-1 block text-sm text-slate-500">{SECTION_TEXT[item.section]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
