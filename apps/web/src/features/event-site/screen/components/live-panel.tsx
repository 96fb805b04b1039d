import type { Fixture } from '@podium/contracts/events/event-site';
import { SCREEN_LIMITS } from '../screen-boards';
import { matchLabel, matchTitle, ScreenSide } from './screen-match';

/** The matches being played now, each with its score large enough to read from the stands. */
export function LivePanel({ matches }: { matches: Fixture[] }) {
  const shown = matches.slice(0, SCREEN_LIMITS.live);
  const more = matches.length - shown.length;
  // One match fills the screen; two share it side by side; up to four in a grid.
  const sizes =
    shown.length === 1
      ? { nameSize: 'text-[2em]', scoreSize: 'text-[5em]' }
      : shown.length === 2
        ? { nameSize: 'text-[1.3em]', scoreSize: 'text-[3.5em]' }
        : { nameSize: 'text-[1.15em]', scoreSize: 'text-[2em]' };
  return (
    <div className="flex h-full flex-col gap-[0.6em]">
      <ul className={`grid flex-1 grid-cols-1 gap-[0.6em] ${shown.length > 1 ? 'md:grid-cols-2' : ''}`}>
        {shown.map((match) => (
          <li
            key={match.id}
            aria-label={matchLabel(match)}
            className="flex min-w-0 flex-col justify-center gap-[0.4em] rounded-[0.5em] bg-white/[0.06] p-[0.8em] ring-2 ring-red-500/70"
          >
            <p className="flex items-center gap-[0.4em] text-[0.75em] font-semibold text-slate-300">
              <span className="rounded-[0.3em] bg-red-600 px-[0.4em] py-[0.1em] font-bold uppercase text-white">Live</span>
              <span className="truncate">
                {matchTitle(match)} · {match.venue.name}
              </span>
            </p>
            <ScreenSide side={match.home} score={match.homeScore} isDimmed={false} {...sizes} />
            <ScreenSide side={match.away} score={match.awayScore} isDimmed={false} {...sizes} />
          </li>
        ))}
      </ul>
      {more > 0 && <p className="text-[0.8em] text-slate-300">and {more} more live</p>}
    </div>
  );
}
