import type { Fixture } from '@podium/contracts/events/event-site';
import { companyShown } from '../../components/fixture-card';
import { resultNote } from '../../result-note';

/** 'Football · Men's Open · Semi-final': what a match is, in one small line. */
export function matchTitle(fixture: Fixture): string {
  return `${fixture.sport.name} · ${fixture.category.name} · ${fixture.round}`;
}

/** What a screen reader (and a browser test) hears of a match with its score: 'Football · … : Globex XI 2, Initech FC 0'. */
export function matchLabel(fixture: Fixture): string {
  const side = (name: string | undefined, score: string | null) => `${name ?? 'To be decided'}${score === null ? '' : ` ${score}`}`;
  return `${matchTitle(fixture)}: ${side(fixture.home?.name, fixture.homeScore)}, ${side(fixture.away?.name, fixture.awayScore)}`;
}

/** Which side won, and the note a score alone does not say (penalties, walkover). */
export function outcomeOf(fixture: Fixture): { homeWon: boolean; awayWon: boolean; note: string | null } {
  const homeWon = fixture.winnerTeamId !== null && fixture.winnerTeamId === fixture.home?.id;
  const awayWon = fixture.winnerTeamId !== null && fixture.winnerTeamId === fixture.away?.id;
  const note = resultNote({
    decidedBy: fixture.decidedBy,
    shootout: fixture.shootout,
    winnerName: homeWon ? fixture.home!.name : awayWon ? fixture.away!.name : null,
    winnerIsHome: homeWon,
  });
  return { homeWon, awayWon, note };
}

/** One side of a match on the big screen: the team, its company under it, and its score. */
export function ScreenSide({
  side,
  score,
  isDimmed,
  scoreSize,
  nameSize = 'text-[1.15em]',
}: {
  side: Fixture['home'];
  score: string | null;
  isDimmed: boolean;
  scoreSize: string;
  nameSize?: string;
}) {
  const company = side ? companyShown(side) : null;
  return (
    <div className={`flex items-center justify-between gap-[0.5em] ${isDimmed ? 'text-slate-400' : 'text-white'}`}>
      <div className="min-w-0">
        <p className={`break-words font-bold leading-tight sm:truncate ${nameSize}`}>{side?.name ?? 'To be decided'}</p>
        {company && <p className="truncate text-[0.75em] text-slate-300">{company}</p>}
      </div>
      {score !== null && <span className={`shrink-0 font-extrabold tabular-nums leading-none ${scoreSize}`}>{score}</span>}
    </div>
  );
}
