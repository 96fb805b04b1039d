import { formatCalendarDay, formatTimeOfDay, localDay } from '../../../../lib/format-date';
import type { VenueQueue } from '../screen-boards';
import { matchTitle } from './screen-match';

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };

/** The next matches at each venue with their times: a column per venue, earliest first. */
export function NextUpPanel({ queues, timeZone, now }: { queues: VenueQueue[]; timeZone: string; now: Date }) {
  const today = localDay(now.toISOString(), timeZone);
  return (
    <div
      className={`grid h-full grid-cols-1 content-start gap-[0.8em] ${queues.length > 1 ? 'md:grid-cols-2' : ''} ${queues.length > 2 ? 'xl:grid-cols-3' : ''}`}
    >
      {queues.map((queue) => (
        <section key={queue.venue.id} aria-label={`Next up at ${queue.venue.name}`} className="flex min-w-0 flex-col gap-[0.4em]">
          <h3 className="truncate border-b-2 border-white/20 pb-[0.2em] text-[1.1em] font-bold">{queue.venue.name}</h3>
          {queue.fixtures.length === 0 ? (
            <p className="text-[0.9em] text-slate-300">No more matches scheduled here.</p>
          ) : (
            <ol className="flex flex-col gap-[0.5em]">
              {queue.fixtures.map((match) => (
                <li key={match.id} className="flex items-start gap-[0.6em]">
                  <p className="flex w-[5.4em] shrink-0 flex-col whitespace-nowrap font-extrabold tabular-nums leading-tight text-amber-300">
                    {localDay(match.startsAt, timeZone) !== today && (
                      <span className="text-[0.65em] font-semibold">{formatCalendarDay(localDay(match.startsAt, timeZone), DAY)}</span>
                    )}
                    <span className="text-[0.95em]">{formatTimeOfDay(match.startsAt, timeZone)}</span>
                  </p>
                  <div className="min-w-0">
                    <p className="break-words text-[1em] font-bold leading-tight sm:truncate">
                      {match.home?.name ?? 'To be decided'} <span className="font-normal text-slate-400">v</span>{' '}
                      {match.away?.name ?? 'To be decided'}
                    </p>
                    <p className="truncate text-[0.7em] text-slate-300">{matchTitle(match)}</p>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}
