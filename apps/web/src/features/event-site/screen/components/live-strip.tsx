import type { Fixture } from '@podium/contracts/events/event-site';
import { matchLabel } from './screen-match';

/** How many live scores fit in the strip across a 1920 px screen. */
const STRIP_MATCHES = 3;

/**
 * The live scores, one line each, under the title bar while another panel is up: a score never
 * waits for the rotation to come round to it.
 */
export function LiveStrip({ matches }: { matches: Fixture[] }) {
  const shown = matches.slice(0, STRIP_MATCHES);
  return (
    <ul aria-label="Live scores" className="flex flex-wrap gap-[0.4em] px-[0.8em] pt-[0.5em]">
      {shown.map((match) => (
        <li
          key={match.id}
          aria-label={matchLabel(match)}
          className="flex min-w-0 max-w-full items-center gap-[0.4em] rounded-[0.4em] bg-white/[0.08] px-[0.5em] py-[0.2em] text-[0.8em] ring-1 ring-red-500/70"
        >
          <span className="rounded-[0.3em] bg-red-600 px-[0.35em] text-[0.75em] font-bold uppercase">Live</span>
          <span className="truncate font-semibold">{match.home?.name ?? 'To be decided'}</span>
          <span className="shrink-0 font-extrabold tabular-nums">
            {match.homeScore ?? '–'}–{match.awayScore ?? '–'}
          </span>
          <span className="truncate font-semibold">{match.away?.name ?? 'To be decided'}</span>
        </li>
      ))}
      {matches.length > shown.length && (
        <li className="self-center text-[0.7em] text-slate-300">+{matches.length - shown.length} more live</li>
      )}
    </ul>
  );
}
