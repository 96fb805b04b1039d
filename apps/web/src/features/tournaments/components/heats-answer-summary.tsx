import type { RoundsAnswer } from '@podium/contracts/tournaments/timed-events';
import { formatScheduleTime } from '../../../lib/format-date';

/**
 * What drawing heats answered: saved or only previewed, how the lanes were seeded (by entry marks,
 * or at random with the seed), and each round's heats with their time and lanes.
 */
export function HeatsAnswerSummary({ answer, timeZone }: { answer: RoundsAnswer; timeZone: string }) {
  return (
    <div aria-label={answer.dryRun ? 'Heats preview' : 'Heats drawn'} role="region" className="grid gap-3">
      <p className="text-sm text-slate-600">
        {answer.dryRun ? 'Preview: nothing is saved yet.' : 'Saved. Staff enter each heat at /staff.'} Seeded{' '}
        {answer.seeding === 'marks' ? 'by entry marks' : `at random (seed ${answer.seed})`}.
      </p>
      {answer.rounds.map((round) => (
        <div key={round.number}>
          <h4 className="font-medium">{round.name}</h4>
          <div className="mt-1 grid gap-2 sm:grid-cols-2">
            {round.heats.map((heat) => (
              <div key={heat.name} className="rounded-lg border border-slate-200 p-2 text-sm">
                <p className="font-medium">
                  {heat.name} · {formatScheduleTime(heat.startsAt, timeZone)}
                </p>
                {heat.lanes.length === 0 ? (
                  <p className="text-slate-600">Lanes are drawn when the heats are in.</p>
                ) : (
                  <ol className="mt-1">
                    {heat.lanes.map((lane) => (
                      <li key={lane.lane}>
                        Lane {lane.lane}: {lane.entry.name}
                      </li>
                    ))}
                  </ol>
                )}
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
