import { formatScheduleTime } from '../../../lib/format-date';
import { isLiveTooLong, type ScoreCardFixture } from './score-card-fixture';

/**
 * The top of a score card: sport, category and round, the match's time and state, and a warning
 * when a match has been live for over a day since `openedAt` (most likely never finished).
 */
export function ScoreCardHeading({ fixture, timeZone, openedAt }: { fixture: ScoreCardFixture; timeZone: string; openedAt: number }) {
  return (
    <>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
        {[fixture.sport.name, fixture.category?.name, fixture.round].filter(Boolean).join(' · ')}
      </p>
      <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
        <span className="whitespace-nowrap">
          {fixture.isScheduled ? formatScheduleTime(fixture.startsAt, timeZone) : 'Time to be announced'}
        </span>
        {fixture.status === 'live' && <span className="font-semibold text-red-700">Live</span>}
        {fixture.status === 'finished' && <span className="font-semibold text-emerald-800">Full time</span>}
      </p>
      {isLiveTooLong(fixture, openedAt) && (
        <p className="mt-1 rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-900" data-testid="stale-live">
          Still live a day after it started: enter the final score, or correct it.
        </p>
      )}
    </>
  );
}
