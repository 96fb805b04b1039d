import { useEffect } from 'react';
import type { EventDetail } from '@podium/contracts/events/event-site';
import { useEventResults, useMedalTally } from '../../api/get-event-results';
import { SectionState } from '../section-state';
import { UndecidedNote } from '../undecided-note';
import { Panel } from '../../../../components/ui/panel';
import { hasInitialBodyPaint, InitialBodyPaint, releaseInitialPaint } from '../../../../components/initial-paint';

const MEDAL = 'inline-flex h-7 min-w-7 items-center justify-center rounded-full px-2 text-sm font-bold tabular-nums';

/** Gold, silver and bronze per company: ranked gold first, then silver, then bronze; ties share a place. */
export function MedalTallySection({ event }: { event: EventDetail }) {
  const tally = useMedalTally(event.id);
  // The results answer names the categories still being decided, whose medals are not counted yet.
  const results = useEventResults(event.id);
  const isDrawn = !tally.isLoading && !results.isLoading;
  useEffect(() => {
    if (isDrawn) releaseInitialPaint();
  }, [isDrawn]);
  // Opened directly, the server painted the table and the note (issue 34): they stay until both
  // reads are in and are drawn together, so nothing blinks out or moves in between.
  if (!isDrawn && hasInitialBodyPaint()) return <InitialBodyPaint />;
  return (
    <div className="space-y-6">
      <SectionState
        isLoading={tally.isLoading}
        error={tally.error}
        isEmpty={(tally.data ?? []).length === 0}
        emptyText="No medals have been awarded yet. Check back after the first finals."
      >
        <Panel padding="none" className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Medal tally by company</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="px-3 py-3 sm:px-4">
                  Rank
                </th>
                <th scope="col" className="px-3 py-3 sm:px-4">
                  Company
                </th>
                <th scope="col" className="px-1 py-3 text-center sm:px-2">
                  <span aria-hidden="true" className="sm:hidden">
                    G
                  </span>
                  <span className="sr-only sm:not-sr-only">Gold</span>
                </th>
                <th scope="col" className="px-1 py-3 text-center sm:px-2">
                  <span aria-hidden="true" className="sm:hidden">
                    S
                  </span>
                  <span className="sr-only sm:not-sr-only">Silver</span>
                </th>
                <th scope="col" className="px-1 py-3 text-center sm:px-2">
                  <span aria-hidden="true" className="sm:hidden">
                    B
                  </span>
                  <span className="sr-only sm:not-sr-only">Bronze</span>
                </th>
                <th scope="col" className="px-3 py-3 text-center">
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {(tally.data ?? []).map((row) => (
                <tr key={row.company.id}>
                  <td className="px-3 py-3 font-bold sm:px-4">{row.rank}</td>
                  <td className="px-3 py-3 font-semibold sm:px-4">{row.company.name}</td>
                  <td className="px-1 py-3 text-center sm:px-2">
                    <MedalCount count={row.gold} tint="bg-amber-100 text-amber-800" />
                  </td>
                  <td className="px-1 py-3 text-center sm:px-2">
                    <MedalCount count={row.silver} tint="bg-slate-200 text-slate-700" />
                  </td>
                  <td className="px-1 py-3 text-center sm:px-2">
                    <MedalCount count={row.bronze} tint="bg-orange-100 text-orange-800" />
                  </td>
                  <td className="px-3 py-3 text-center font-bold">{row.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Panel>
      </SectionState>
      <UndecidedNote categories={results.data?.undecided ?? []} eventPath={event.path} />
    </div>
  );
}

/** A medal count in its colour; a zero stays quiet so the medals won stand out. */
function MedalCount({ count, tint }: { count: number; tint: string }) {
  return <span className={`${MEDAL} ${count > 0 ? tint : 'text-slate-500'}`}>{count}</span>;
}
