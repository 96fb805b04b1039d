import type { StandingsAnswer } from '@podium/contracts/tournaments/tournaments';
import { formatScheduleTime } from '../../../lib/format-date';

type Round = StandingsAnswer['rounds'][number];
type Heat = Round['heats'][number];
type Lane = Heat['lanes'][number];

const MARK_NAMES: Record<StandingsAnswer['resultType'], string> = {
  match: 'Result',
  time: 'Time',
  distance: 'Distance (m)',
  height: 'Height (m)',
  score: 'Score',
};
const BY_MARK: Record<StandingsAnswer['resultType'], string> = {
  match: 'by result',
  time: 'among the fastest of the rest',
  distance: 'among the longest of the rest',
  height: 'among the highest of the rest',
  score: 'among the best scores of the rest',
};

/** What a lane shows in the mark column: the mark, or DNS / DNF / DQ (a DQ with its reason). */
function markText(lane: Lane): string {
  if (lane.status === null) return '';
  if (lane.status === 'ok') return lane.mark ?? '';
  return lane.reason ? `${lane.status} (${lane.reason})` : lane.status;
}

/**
 * A timed or measured competition (issue 32): the final ranking once it has results, then each
 * round's heats: before the start the lanes (a start list), after it the results by place with
 * `Q` (through by place in the heat) and `q` (through by mark among the rest).
 */
export function TimedRounds({ answer, timeZone }: { answer: StandingsAnswer; timeZone: string }) {
  const markName = MARK_NAMES[answer.resultType];
  const hasQualifying = answer.rounds.some((round) => round.qualify !== null);
  return (
    <div className="space-y-6">
      {answer.ranking.length > 0 && (
        <div>
          <h3 className="text-sm font-bold text-slate-700">Final ranking</h3>
          <table aria-label="Final ranking" className="mt-2 w-full text-sm">
            <thead className="border-b border-slate-200 text-xs uppercase text-slate-500">
              <tr>
                <th scope="col" className="px-1.5 py-2 text-left sm:px-2">
                  Place
                </th>
                <th scope="col" className="px-1.5 py-2 text-left sm:px-2">
                  Name
                </th>
                <th scope="col" className="px-1.5 py-2 text-right sm:px-2">
                  {markName}
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.ranking.map((row) => (
                <tr key={row.entry.id} className="border-b border-slate-100 last:border-0">
                  <td className="px-1.5 py-2 tabular-nums text-slate-600 sm:px-2">{row.place ?? '—'}</td>
                  <th scope="row" className="break-words px-1.5 py-2 text-left font-semibold sm:px-2">
                    {row.entry.name}
                  </th>
                  <td className="px-1.5 py-2 text-right tabular-nums sm:px-2">{row.status === 'ok' ? row.mark : row.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {answer.rounds.map((round) => (
        <div key={round.number}>
          <h3 className="text-sm font-bold text-slate-700">{round.name}</h3>
          {round.qualify && (
            <p className="mt-1 text-xs text-slate-600">
              To the next round: the first {round.qualify.byPlace} of each heat (Q) and {round.qualify.byMark} more{' '}
              {BY_MARK[answer.resultType]} (q). A tie for the last place takes everyone on it through.
            </p>
          )}
          <ul className="mt-2 grid gap-3 lg:grid-cols-2">
            {round.heats.map((heat) => (
              <li key={heat.id ?? heat.name}>
                <HeatCard heat={heat} markName={markName} timeZone={timeZone} showQualified={hasQualifying && round.qualify !== null} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function HeatCard({ heat, markName, timeZone, showQualified }: { heat: Heat; markName: string; timeZone: string; showQualified: boolean }) {
  const finished = heat.status === 'finished';
  // A start list by lane; results by place (DNS / DNF / DQ after, by lane).
  const lanes = finished
    ? [...heat.lanes].sort((a, b) => (a.place ?? 999) - (b.place ?? 999) || a.lane - b.lane)
    : [...heat.lanes].sort((a, b) => a.lane - b.lane);
  const cell = 'px-1.5 py-2 sm:px-2';
  return (
    <section aria-label={heat.name} className="rounded-xl border border-slate-200 bg-white text-sm">
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b border-slate-100 px-3 py-2">
        <h4 className="font-semibold">{heat.name}</h4>
        <p className="text-xs text-slate-600">
          {formatScheduleTime(heat.startsAt, timeZone)} · {heat.venue}
          <span
            className={`ml-2 rounded-full px-2 py-0.5 font-semibold ${finished ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}
          >
            {finished ? 'Results' : 'Start list'}
          </span>
        </p>
      </header>
      {lanes.length === 0 ? (
        <p className="px-3 py-2 text-slate-600">The lanes are drawn once the round before is finished.</p>
      ) : (
        <table aria-label={`${heat.name} ${finished ? 'results' : 'start list'}`} className="w-full">
          <thead className="text-xs uppercase text-slate-500">
            <tr>
              {finished && (
                <th scope="col" className={`${cell} text-left`}>
                  #
                </th>
              )}
              <th scope="col" className={`${cell} text-left`}>
                Lane
              </th>
              <th scope="col" className={`${cell} text-left`}>
                Name
              </th>
              {finished && (
                <th scope="col" className={`${cell} text-right`}>
                  {markName}
                </th>
              )}
              {finished && showQualified && (
                <th scope="col" className={`${cell} text-center`}>
                  <abbr title="Q: through by place in heat; q: through by mark">Q</abbr>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {lanes.map((lane) => (
              <tr key={lane.lane} className="border-t border-slate-100">
                {finished && <td className={`${cell} tabular-nums text-slate-600`}>{lane.place ?? '—'}</td>}
                <td className={`${cell} tabular-nums text-slate-600`}>{lane.lane}</td>
                <th scope="row" className={`${cell} break-words text-left font-semibold`}>
                  {lane.entry.name}
                </th>
                {finished && <td className={`${cell} text-right tabular-nums`}>{markText(lane)}</td>}
                {finished && showQualified && <td className={`${cell} text-center font-bold text-emerald-700`}>{lane.qualified ?? ''}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
