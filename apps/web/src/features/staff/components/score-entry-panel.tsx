import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Fixture } from '@podium/contracts/events/event-site';
import type { ScoreRequest } from '@podium/contracts/tournaments/tournaments';
import { toast } from '../../../components/ui/toaster';
import { http } from '../../../lib/http-client';
import { errorMessage } from '../../../lib/error-messages';
import { formatScheduleTime } from '../../../lib/format-date';
import { useEventFixtures } from '../../event-site/api/get-event-fixtures';

/** How many open matches the panel lists: the next ones, in time order (a venue runs a few at once). */
const OPEN_MATCHES_SHOWN = 6;

/**
 * Staff enter scores at the venue (issue 16, `PUT /api/staff/fixtures/{id}/score`): number fields
 * per side, 'Live' while it runs and 'Final' at the end. A final result moves the winner on in the
 * bracket and feeds the tables and medals; the server checks the staff member's event scope.
 */
export function ScoreEntryPanel({ eventId, timeZone }: { eventId: number; timeZone: string }) {
  const fixtures = useEventFixtures(eventId);
  const open = (fixtures.data ?? [])
    .filter((fixture) => fixture.status !== 'finished' && fixture.home && fixture.away)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .slice(0, OPEN_MATCHES_SHOWN);

  return (
    <section aria-labelledby="scores-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="scores-heading" className="text-lg font-semibold">
        Scores
      </h2>
      <p className="mt-1 text-sm text-slate-600">The next matches with both teams known. A final score moves the winner on.</p>
      {fixtures.isLoading && <p className="mt-3 text-sm text-slate-600">Loading matches…</p>}
      {fixtures.data && open.length === 0 && (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
          No open matches: every match with both teams known is finished.
        </p>
      )}
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        {open.map((fixture) => (
          <li key={fixture.id}>
            <ScoreCard fixture={fixture} eventId={eventId} timeZone={timeZone} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A score typed as a whole number, or undefined while the field is empty or not a number. */
const toPoints = (value: string) => (/^\d{1,4}$/.test(value) ? Number(value) : undefined);

function ScoreCard({ fixture, eventId, timeZone }: { fixture: Fixture; eventId: number; timeZone: string }) {
  const queryClient = useQueryClient();
  const [home, setHome] = useState(fixture.homeScore ?? '');
  const [away, setAway] = useState(fixture.awayScore ?? '');
  const save = useMutation({
    mutationFn: (body: ScoreRequest) => http.put(`/staff/fixtures/${fixture.id}/score`, body),
    onSuccess: (_answer, body) => {
      toast.success(body.status === 'finished' ? 'Final score saved.' : 'Live score saved.');
      void queryClient.invalidateQueries({ queryKey: ['event-fixtures', eventId] });
      void queryClient.invalidateQueries({ queryKey: ['event-standings', eventId] });
    },
    onError: (error) => toast.error(errorMessage(error, { fallback: 'The score could not be saved. Please try again.' })),
  });
  const homePoints = toPoints(home);
  const awayPoints = toPoints(away);
  const isComplete = homePoints !== undefined && awayPoints !== undefined;
  const submit = (status: ScoreRequest['status']) => {
    if (isComplete) save.mutate({ status, home: homePoints, away: awayPoints });
  };
  const field = 'min-h-12 w-20 rounded-lg border border-slate-300 px-2 text-center text-xl font-bold tabular-nums';

  return (
    <form
      aria-label={`Score: ${fixture.home!.name} v ${fixture.away!.name}`}
      className="rounded-lg border border-slate-200 p-3"
      onSubmit={(submitEvent) => {
        submitEvent.preventDefault();
        submit('live');
      }}
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
        {fixture.sport.name} · {fixture.round} · {formatScheduleTime(fixture.startsAt, timeZone)}
        {fixture.status === 'live' && <span className="ml-2 text-red-700">Live</span>}
      </p>
      <div className="mt-2 grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2">
        <label htmlFor={`home-${fixture.id}`} className="truncate font-semibold">
          {fixture.home!.name}
        </label>
        <input
          id={`home-${fixture.id}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={9999}
          value={home}
          onChange={(change) => setHome(change.target.value)}
          className={field}
        />
        <label htmlFor={`away-${fixture.id}`} className="truncate font-semibold">
          {fixture.away!.name}
        </label>
        <input
          id={`away-${fixture.id}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={9999}
          value={away}
          onChange={(change) => setAway(change.target.value)}
          className={field}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={!isComplete || save.isPending}
          className="min-h-11 flex-1 rounded-lg border border-brand-600 px-3 font-semibold text-brand-700 disabled:opacity-50"
        >
          Live score
        </button>
        <button
          type="button"
          disabled={!isComplete || save.isPending}
          onClick={() => submit('finished')}
          className="min-h-11 flex-1 rounded-lg bg-brand-600 px-3 font-semibold text-white disabled:opacity-50"
        >
          {save.isPending ? 'Saving…' : 'Final score'}
        </button>
      </div>
    </form>
  );
}
