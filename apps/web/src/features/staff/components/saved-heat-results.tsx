import type { StandingsAnswer } from '@podium/contracts/tournaments/tournaments';
import { Button } from '../../../components/ui/button';

type Heat = StandingsAnswer['rounds'][number]['heats'][number];

/**
 * A heat whose results are saved: its lanes by place (then lane), each mark or DNS / DNF / DQ and
 * its qualifying letter, and "Correct the results".
 */
export function SavedHeatResults({
  heat,
  title,
  headingId,
  onCorrect,
}: {
  heat: Heat;
  title: string;
  headingId: string;
  onCorrect: () => void;
}) {
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-3 text-sm">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">Results saved</span>
      </div>
      <ol className="mt-2 space-y-1">
        {[...heat.lanes]
          .sort((a, b) => (a.place ?? 999) - (b.place ?? 999) || a.lane - b.lane)
          .map((lane) => (
            <li key={lane.lane} className="flex justify-between gap-2">
              <span>
                {lane.place !== null ? `${lane.place}. ` : ''}
                {lane.entry.name} <span className="text-slate-500">(lane {lane.lane})</span>
              </span>
              <span className="tabular-nums font-semibold">
                {lane.status === 'ok' ? lane.mark : lane.status} {lane.qualified ?? ''}
              </span>
            </li>
          ))}
      </ol>
      <Button variant="secondary" className="mt-3 w-full" onClick={onCorrect}>
        Correct the results
      </Button>
    </article>
  );
}
