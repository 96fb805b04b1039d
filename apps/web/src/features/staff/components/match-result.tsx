import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { formatScheduleTime } from '../../../lib/format-date';
import { DECIDED_BY_LABELS, type ScoreCardFixture } from './score-card-fixture';

/**
 * A finished match's result: the score ('3–1') and what says more about it, such as the sets
 * ('(21–17, 21–19)'), extra time or the shoot-out (', penalties 4–5'). A walkover has no score.
 */
export function describeResult(fixture: ScoreCardFixture): { score: string; detail: string; isDraw: boolean } {
  const score = `${fixture.homeScore ?? 0}–${fixture.awayScore ?? 0}`;
  if (fixture.decidedBy === 'walkover' || fixture.decidedBy === 'abandoned')
    return { score: DECIDED_BY_LABELS[fixture.decidedBy], detail: '', isDraw: false };
  const isDraw = !fixture.winner;
  if (fixture.decidedBy === 'penalties' && fixture.shootout) {
    return { score, detail: `, penalties ${fixture.shootout.home}–${fixture.shootout.away}`, isDraw };
  }
  const sets = fixture.sets?.length ? ` (${fixture.sets.map((set) => `${set.home}–${set.away}`).join(', ')})` : '';
  return { score, detail: `${sets}${fixture.decidedBy === 'extra_time' ? ', after extra time' : ''}`, isDraw };
}

/**
 * A finished match read as its result, with 'Correct the score' (issue 30): staff at the venue and
 * admins in Results see the same card; correcting opens the score card again, filled in.
 */
export function MatchResult({
  fixture,
  timeZone,
  onCorrect,
  children,
}: {
  fixture: ScoreCardFixture;
  timeZone: string;
  onCorrect: () => void;
  /** More actions beside 'Correct the score' (the admin's reset). */
  children?: ReactNode;
}) {
  const result = describeResult(fixture);
  const homeName = fixture.home?.name ?? 'To be decided';
  const awayName = fixture.away?.name ?? 'To be decided';
  const winner = fixture.winner === 'home' ? homeName : fixture.winner === 'away' ? awayName : null;
  const when = fixture.isScheduled ? formatScheduleTime(fixture.startsAt, timeZone) : 'Time to be announced';
  return (
    <section
      aria-label={`Result: ${homeName} v ${awayName}`}
      className="flex h-full flex-col items-start rounded-lg border border-slate-200 p-3 text-sm"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
        {[fixture.sport.name, fixture.category?.name, fixture.round].filter(Boolean).join(' · ')}
      </p>
      <p className="mt-0.5 text-slate-600">
        <span className="whitespace-nowrap">{when}</span> <span className="ml-1 font-semibold text-emerald-800">Full time</span>
      </p>
      <p className="mt-1 font-semibold text-slate-900">
        {homeName} v {awayName}: <span className="whitespace-nowrap tabular-nums">{result.score}</span>
        {result.detail}
      </p>
      <p className="mb-2 text-slate-600">{winner ? `Won by ${winner}` : result.isDraw ? 'A draw' : ''}</p>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onCorrect}>
          Correct the score
        </Button>
        {children}
      </div>
    </section>
  );
}
