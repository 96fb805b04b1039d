import type { Fixture } from '@podium/contracts/events/event-site';
import { matchTitle, outcomeOf, ScreenSide } from './screen-match';

/** The latest finished matches, newest first, the winner bright and the loser dimmed. */
export function ResultsPanel({ results }: { results: Fixture[] }) {
  return (
    <ul className="grid grid-cols-1 gap-[0.6em] md:grid-cols-2">
      {results.map((match) => {
        const { homeWon, awayWon, note } = outcomeOf(match);
        return (
          <li key={match.id} className="flex min-w-0 flex-col gap-[0.25em] rounded-[0.5em] bg-white/[0.06] p-[0.6em]">
            <p className="truncate text-[0.7em] font-semibold text-slate-300">{matchTitle(match)}</p>
            <ScreenSide side={match.home} score={match.homeScore} isDimmed={awayWon} scoreSize="text-[1.5em]" />
            <ScreenSide side={match.away} score={match.awayScore} isDimmed={homeWon} scoreSize="text-[1.5em]" />
            {note && <p className="truncate text-[0.7em] text-amber-200">{note}</p>}
          </li>
        );
      })}
    </ul>
  );
}
