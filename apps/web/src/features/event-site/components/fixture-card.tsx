import type { Fixture } from '@podium/contracts/events/event-site';
import { formatTimeOfDay } from '../../../lib/format-date';
import { FixtureStatusBadge } from './status-badge';

function Side({ side, score, isWinner }: { side: Fixture['home']; score: string | null; isWinner: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <div className="min-w-0">
        <p className={`truncate font-semibold ${isWinner ? 'text-ink' : 'text-slate-700'}`}>{side?.name ?? 'To be decided'}</p>
        {side?.company && <p className="truncate text-xs text-slate-500">{side.company}</p>}
      </div>
      {score !== null && (
        <span className={`shrink-0 text-lg font-bold tabular-nums ${isWinner ? 'text-ink' : 'text-slate-500'}`}>{score}</span>
      )}
    </div>
  );
}

/** One match: sport and category, round, time and venue, both sides with scores, live status. */
export function FixtureCard({ fixture, timeZone }: { fixture: Fixture; timeZone: string }) {
  return (
    <article
      className={`rounded-2xl border bg-white p-4 shadow-sm ${fixture.status === 'live' ? 'border-red-300 ring-1 ring-red-200' : 'border-slate-200'}`}
      aria-label={`${fixture.sport.name} ${fixture.category.name} ${fixture.round}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">
          {fixture.sport.name} · {fixture.category.name}
        </p>
        <FixtureStatusBadge status={fixture.status} />
      </div>
      <p className="mt-1 text-sm text-slate-500">
        {fixture.round} · {fixture.isScheduled ? formatTimeOfDay(fixture.startsAt, timeZone) : 'Time to be announced'} ·{' '}
        {fixture.venue.name}
      </p>
      <div className="mt-3 space-y-2">
        <Side
          side={fixture.home}
          score={fixture.homeScore}
          isWinner={fixture.winnerTeamId !== null && fixture.winnerTeamId === fixture.home?.id}
        />
        <Side
          side={fixture.away}
          score={fixture.awayScore}
          isWinner={fixture.winnerTeamId !== null && fixture.winnerTeamId === fixture.away?.id}
        />
      </div>
    </article>
  );
}
