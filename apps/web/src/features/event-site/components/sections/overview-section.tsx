import { Link } from 'react-router';
import { EVENT_SECTIONS, eventSectionHref } from '@podium/contracts/events/event-path';
import type { EventDetail } from '@podium/contracts/events/event-site';
import type { FeatureFlags } from '@podium/contracts/tenant/tenant-config';
import { useEventFixtures } from '../../api/get-event-fixtures';
import { FixtureCard } from '../fixture-card';
import { panelClass } from '../../../../components/ui/panel';

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

/** The microsite's home: live matches first, then a card for each section the tenant turned on. */
export function OverviewSection({ event, flags }: { event: EventDetail; flags: FeatureFlags['corporateOlympics'] | undefined }) {
  const live = useEventFixtures(event.id, { status: 'live' });
  const sections = EVENT_SECTIONS.filter((item) => flags?.[item.flag]);
  return (
    <div className="space-y-10">
      {(live.data ?? []).length > 0 && (
        <section aria-labelledby="live-heading">
          <h2 id="live-heading" className="text-xl font-extrabold">
            Live now
          </h2>
          <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {live.data!.map((fixture) => (
              <FixtureCard key={fixture.id} fixture={fixture} timeZone={event.timeZone} />
            ))}
          </div>
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
