import { useState } from 'react';
import type { Fixture } from '@podium/contracts/events/event-site';
import { useStaffFixtures } from '../api/match-results';
import { MatchScore } from './match-score';
import type { ScoreCardFixture } from './score-card-fixture';

/** How many open matches the panel lists: the next ones, in time order (a venue runs a few at once). */
const OPEN_MATCHES_SHOWN = 6;

/** The event site's match in the shape the score card reads (the winner as a side). */
const toScoreCardFixture = (fixture: Fixture): ScoreCardFixture => ({
  ...fixture,
  winner: fixture.winnerTeamId === null ? null : fixture.winnerTeamId === fixture.home?.id ? 'home' : 'away',
});

/**
 * Staff enter scores at the venue (issue 16, `PUT /api/staff/fixtures/{id}/score`): number fields
 * per side, 'Live' while it runs and 'Final' at the end, asked once (issue 30). A final result
 * moves the winner on in the bracket and feeds the tables and medals; the server checks the staff
 * member's event scope. A match finished here stays in the list as its result, to correct a slip.
 */
export function ScoreEntryPanel({ eventId, timeZone }: { eventId: number; timeZone: string }) {
  const fixtures = useStaffFixtures(eventId);
  const [finishedHere, setFinishedHere] = useState<ReadonlySet<number>>(new Set());
  const all = (fixtures.data ?? []).filter((fixture) => fixture.home && fixture.away);
  const open = all
    .filter((fixture) => fixture.status !== 'finished')
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .slice(0, OPEN_MATCHES_SHOWN);
  const shown = [...open, ...all.filter((fixture) => finishedHere.has(fixture.id) && !open.includes(fixture))].sort((a, b) =>
    a.startsAt.localeCompare(b.startsAt),
  );

  return (
    <section aria-labelledby="scores-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="scores-heading" className="text-lg font-semibold">
        Scores
      </h2>
      <p className="mt-1 text-sm text-slate-600">The next matches with both teams known. A final score moves the winner on.</p>
      {fixtures.isLoading && <p className="mt-3 text-sm text-slate-600">Loading matches…</p>}
      {fixtures.data && shown.length === 0 && (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
          No open matches: every match with both teams known is finished.
        </p>
      )}
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        {shown.map((fixture) => (
          <li key={fixture.id}>
            <MatchScore
              fixture={toScoreCardFixture(fixture)}
              eventId={eventId}
              timeZone={timeZone}
              onFinished={(fixtureId) => setFinishedHere((ids) => new Set(ids).add(fixtureId))}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
