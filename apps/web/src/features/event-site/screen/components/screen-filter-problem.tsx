import { Link } from 'react-router';
import type { EventDetail } from '@podium/contracts/events/event-site';
import { SCREEN_PANELS, type ScreenFilter } from '../screen-filter';

const quoted = (names: string[]) => names.map((name) => `“${name}”`).join(', ');

/**
 * The screen's address names a venue or sport the event does not have: say which, and list the
 * names it does have as the addresses to use, instead of showing an empty board.
 */
export function ScreenFilterProblem({ event, filter }: { event: EventDetail; filter: ScreenFilter }) {
  const screenHref = (key: 'venue' | 'sport' | 'panel', name: string) =>
    `/${event.path}/screen?${new URLSearchParams({ [key]: name }).toString()}`;
  const link = 'underline decoration-[0.08em] underline-offset-[0.2em] hover:text-amber-200';
  return (
    <div role="alert" className="mx-auto flex max-w-[40em] flex-1 flex-col justify-center gap-[0.6em]">
      <h2 className="text-[1.6em] font-extrabold leading-tight">This screen&apos;s address needs a fix</h2>
      {filter.unknownVenues.length > 0 && (
        <p className="text-[1em]">
          {event.eventName} has no venue called {quoted(filter.unknownVenues)}. Its venues:{' '}
          {event.venues.map((venue, index) => (
            <span key={venue.id}>
              {index > 0 && ', '}
              <Link className={link} to={screenHref('venue', venue.name)}>
                {venue.name}
              </Link>
            </span>
          ))}
          .
        </p>
      )}
      {filter.unknownSports.length > 0 && (
        <p className="text-[1em]">
          {event.eventName} has no sport called {quoted(filter.unknownSports)}. Its sports:{' '}
          {event.sportList.map((sport, index) => (
            <span key={sport.id}>
              {index > 0 && ', '}
              <Link className={link} to={screenHref('sport', sport.name)}>
                {sport.name}
              </Link>
            </span>
          ))}
          .
        </p>
      )}
      {filter.unknownPanels.length > 0 && (
        <p className="text-[1em]">
          The screen has no panel called {quoted(filter.unknownPanels)}. Its panels:{' '}
          {SCREEN_PANELS.map((panel, index) => (
            <span key={panel}>
              {index > 0 && ', '}
              <Link className={link} to={screenHref('panel', panel)}>
                {panel}
              </Link>
            </span>
          ))}
          .
        </p>
      )}
      <p className="text-[0.8em] text-slate-300">
        <Link className={link} to={`/${event.path}/screen`}>
          Show every venue and sport
        </Link>
      </p>
    </div>
  );
}
