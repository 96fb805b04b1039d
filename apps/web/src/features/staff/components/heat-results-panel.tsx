import { useState } from 'react';
import type { StaffCategory } from '@podium/contracts/staff/staff-events';
import type { StandingsAnswer } from '@podium/contracts/tournaments/tournaments';
import { defaultResultType, LANE_STATUSES, type LaneStatus } from '@podium/contracts/tournaments/timed-events';
import { formatScheduleTime } from '../../../lib/format-date';
import { errorMessage } from '../../../lib/error-messages';
import { Button } from '../../../components/ui/button';
import { NativeSelect, TextInput } from '../../../components/ui/controls';
import { useSaveHeatResults, useStaffStandings } from '../api/heat-results';

type Heat = StandingsAnswer['rounds'][number]['heats'][number];

const MARK_HINTS: Record<StandingsAnswer['resultType'], string> = {
  match: '',
  time: 'Time: 10.87 or 1:02.35',
  distance: 'Metres: 7.45, or attempts 7.10 X 7.45',
  height: 'Metres: 1.85, or attempts 1.80 X 1.85',
  score: 'Points: 642, or attempts 9 10 X',
};
const STATUS_LABELS: Record<LaneStatus, string> = { ok: 'Mark', DNS: 'DNS', DNF: 'DNF', DQ: 'DQ' };

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

interface Row {
  lane: number;
  name: string;
  status: LaneStatus;
  mark: string;
  reason: string;
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
  const initial = (): Row[] =>
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
  const [rows, setRows] = useState<Row[]>(initial);
  const [editing, setEditing] = useState(heat.status !== 'finished');
  const update = (lane: number, change: Partial<Row>) =>
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
        <Button
          variant="secondary"
          className="mt-3 w-full"
          onClick={() => {
            setRows(initial());
            setEditing(true);
          }}
        >
          Correct the results
        </Button>
      </article>
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
          <li key={row.lane} className="rounded-lg bg-slate-50 p-2">
            <p className="font-medium">
              Lane {row.lane} · {row.name}
            </p>
            <div className="mt-1 grid grid-cols-[1fr_6rem] gap-2">
              {row.status === 'ok' ? (
                <TextInput
                  aria-label={`Lane ${row.lane} mark`}
                  // A decimal keypad has no space or X: field events (attempts) get the full keyboard.
                  inputMode={hint.includes('attempts') ? 'text' : 'decimal'}
                  autoComplete="off"
                  className="tabular-nums"
                  value={row.mark}
                  placeholder={hint.split(': ')[1]?.split(' ')[0]?.replace(/,$/, '') ?? ''}
                  onChange={(change) => update(row.lane, { mark: change.target.value })}
                />
              ) : (
                <TextInput
                  aria-label={`Lane ${row.lane} reason`}
                  autoComplete="off"
                  value={row.reason}
                  placeholder={row.status === 'DQ' ? 'Reason (needed)' : 'Reason (optional)'}
                  onChange={(change) => update(row.lane, { reason: change.target.value })}
                />
              )}
              <NativeSelect
                aria-label={`Lane ${row.lane} result`}
                value={row.status}
                onChange={(change) => update(row.lane, { status: change.target.value as LaneStatus })}
              >
                {LANE_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </li>
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
