import { useState } from 'react';
import type { StaffCategory } from '@podium/contracts/staff/staff-events';
import type { StandingsAnswer } from '@podium/contracts/tournaments/tournaments';
import { defaultResultType } from '@podium/contracts/tournaments/timed-events';
import { formatScheduleTime } from '../../../lib/format-date';
import { errorMessage } from '../../../lib/error-messages';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/controls';
import { useSaveHeatResults, useStaffStandings } from '../api/heat-results';
import { LaneResultRow, type LaneResult } from './lane-result-row';
import { SavedHeatResults } from './saved-heat-results';

type Heat = StandingsAnswer['rounds'][number]['heats'][number];

const MARK_HINTS: Record<StandingsAnswer['resultType'], string> = {
  match: '',
  time: 'Time: 10.87 or 1:02.35',
  distance: 'Metres: 7.45, or attempts 7.10 X 7.45',
  height: 'Metres: 1.85, or attempts 1.80 X 1.85',
  score: 'Points: 642, or attempts 9 10 X',
};

/**
 * Staff enter a heat's results on a phone (issue 32, `PUT /api/staff/heats/{id}/results`): one row
 * per lane, a mark or DNS / DNF / DQ (a DQ with its reason). A finished heat can be corrected until
 * the next round has results; the qualifiers, the final's lanes and the medals follow on the server.
 */
export function HeatResultsPanel({ eventId, timeZone, categories }: { eventId: number; timeZone: string; categories: StaffCategory[] }) {
  const timed = categories.filter((category) => defaultResultType(category.sportName) !== 'match');
  const [chosen, setChosen] = useState<number | undefined>(timed[0]?.id);
  const standings = useStaffStandings(eventId, chosen);
  if (timed.length === 0) return null;
  const rounds = standings.data?.rounds ?? [];
  return (
    <section aria-labelledby="heats-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="heats-heading" className="text-lg font-semibold">
        Heats and results
      </h2>
      <p className="mt-1 text-sm text-slate-600">Timed and measured events: enter every lane of a heat, then save.</p>
      <label className="mt-3 flex flex-col gap-1 text-sm font-medium">
        Competition
        <NativeSelect value={chosen ?? ''} onChange={(change) => setChosen(Number(change.target.value))}>
          {timed.map((category) => (
            <option key={category.id} value={category.id}>
              {category.sportName} · {category.categoryName}
            </option>
          ))}
        </NativeSelect>
      </label>
      {standings.isLoading && <p className="mt-3 text-sm text-slate-600">Loading heats…</p>}
      {standings.data && rounds.length === 0 && (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
          No heats drawn for this competition yet.
        </p>
      )}
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        {rounds.flatMap((round) =>
          round.heats
            .filter((heat) => heat.id !== null)
            .map((heat) => (
              <li key={heat.id} className="min-w-0">
                <HeatForm
                  // Drawn again (the final's lanes once the heats are in): a fresh form for the new lanes.
                  key={heat.lanes.map((lane) => `${lane.lane}:${lane.entry.id}`).join(',')}
                  heat={heat}
                  title={round.name === heat.name ? heat.name : `${round.name} · ${heat.name}`}
                  eventId={eventId}
                  timeZone={timeZone}
                  hint={MARK_HINTS[standings.data!.resultType]}
                />
              </li>
            )),
        )}
      </ul>
    </section>
  );
}

/**
 * Field events (not times, whose `1:02.35` has no spaces): several marks typed with spaces or commas
 * are the attempts, `X` a foul; the server takes the best and breaks ties by the next best.
 */
function markOrAttempts(text: string, hint: string): { mark: string } | { attempts: string[] } {
  const parts = text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  return parts.length > 1 && hint.includes('attempts') ? { attempts: parts } : { mark: text.trim() };
}

function HeatForm({
  heat: listed,
  title,
  eventId,
  timeZone,
  hint,
}: {
  heat: Heat;
  title: string;
  eventId: number;
  timeZone: string;
  hint: string;
}) {
  const save = useSaveHeatResults(eventId, listed.id!);
  // What the save answered, until the list is read again (a public read may be up to 15 s old).
  const heat = save.data?.heat ?? listed;
  const initial = (): LaneResult[] =>
    [...heat.lanes]
      .sort((a, b) => a.lane - b.lane)
      .map((lane) => ({
        lane: lane.lane,
        name: lane.entry.name,
        status: lane.status ?? 'ok',
        // A field event's attempts, as entered (the best counts), else its one mark.
        mark: lane.status === 'ok' ? (lane.attempts?.join(' ') ?? lane.mark ?? '') : '',
        reason: lane.reason ?? '',
      }));
  const [rows, setRows] = useState<LaneResult[]>(initial);
  const [editing, setEditing] = useState(heat.status !== 'finished');
  const update = (lane: number, change: Partial<LaneResult>) =>
    setRows((current) => current.map((row) => (row.lane === lane ? { ...row, ...change } : row)));
  const headingId = `heat-${heat.id}`;

  if (heat.lanes.length === 0) {
    return (
      <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-3 text-sm">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        <p className="mt-1 text-slate-600">The lanes are drawn once the round before is finished.</p>
      </article>
    );
  }

  if (!editing) {
    return (
      <SavedHeatResults
        heat={heat}
        title={title}
        headingId={headingId}
        onCorrect={() => {
          setRows(initial());
          setEditing(true);
        }}
      />
    );
  }

  return (
    <form
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 p-3 text-sm"
      onSubmit={(submit) => {
        submit.preventDefault();
        save.mutate(
          {
            results: rows.map((row) => ({
              lane: row.lane,
              status: row.status,
              ...(row.status === 'ok' ? markOrAttempts(row.mark, hint) : {}),
              ...(row.status !== 'ok' && row.reason.trim() ? { reason: row.reason.trim() } : {}),
            })),
          },
          { onSuccess: () => setEditing(false) },
        );
      }}
    >
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      <p className="text-xs text-slate-600">
        {formatScheduleTime(heat.startsAt, timeZone)} · {heat.venue} · {hint}
      </p>
      <ul className="mt-2 space-y-3">
        {rows.map((row) => (
          <LaneResultRow key={row.lane} row={row} hint={hint} onChange={(change) => update(row.lane, change)} />
        ))}
      </ul>
      {save.error && (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 p-2 text-red-800">
          {errorMessage(save.error, { fallback: 'The results could not be saved. Please try again.' })}
        </p>
      )}
      <Button
        variant="bare"
        type="submit"
        disabled={save.isPending}
        className="mt-3 min-h-11 w-full rounded-lg bg-slate-900 px-3 font-semibold text-white disabled:opacity-60"
      >
        {save.isPending ? 'Saving…' : `Save ${title} results`}
      </Button>
    </form>
  );
}
