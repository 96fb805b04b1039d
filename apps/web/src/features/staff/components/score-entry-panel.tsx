import { useEventFixtures } from '../../event-site';
import { ScoreCard } from './score-card';

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
