import { Link } from 'react-router';
import { formatScheduleTime } from '../../../lib/format-date';
import type { NextMatch } from '../next-match';
import { Skeleton } from '../../../components/ui/skeleton';
import { MatchReminderNote } from '../../notifications';

/**
 * The member's next match: time, venue, opponent. Fed by `pickNextMatch` over My registrations'
 * `nextFixture`; if the tournament work adds a dedicated read, only the hook in MemberToday changes.
 */
export function NextMatchCard({
  match,
  isLoading,
  isRegistered,
}: {
  match: NextMatch | undefined;
  isLoading: boolean;
  /** False for a member with no standing registration: they wait for no draw, they have to register. */
  isRegistered: boolean;
}) {
  return (
    <section aria-labelledby="next-match-heading" className="rounded-2xl bg-ink p-5 text-white shadow-sm sm:col-span-2">
      <h2 id="next-match-heading" className="text-sm font-semibold uppercase tracking-wider text-amber-300">
        {match?.status === 'live' ? 'Playing now' : 'Your next match'}
      </h2>
      {isLoading && <Skeleton label="Loading your next match" tone="onDark" className="mt-3 h-16 rounded-xl" />}
      {!isLoading && match && (
        <div className="mt-2">
          <p className="text-2xl font-extrabold leading-tight sm:text-3xl">{match.opponent ? `vs ${match.opponent}` : match.round}</p>
          <p className="mt-1 text-lg font-semibold text-blue-100">{formatScheduleTime(match.startsAt, match.timeZone)}</p>
          <p className="mt-2 text-sm text-slate-300">
            {match.sport} · {match.category} · {match.round}
          </p>
          <p className="text-sm text-slate-300">{match.venue}</p>
          {match.status !== 'live' && <MatchReminderNote />}
          <Link
            to={`/${match.eventPath}/fixtures`}
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-amber-300 hover:underline"
          >
            All fixtures of {match.eventName}
          </Link>
        </div>
      )}
      {!isLoading && !match && !isRegistered && (
        <div className="mt-2">
          <p className="text-xl font-bold">You are not registered for an event yet</p>
          <p className="mt-1 text-sm text-slate-300">Pick an event below and choose your sports. Your matches then show here.</p>
          <a href="#events" className="mt-4 inline-flex min-h-11 items-center font-semibold text-amber-300 hover:underline">
            Find an event
          </a>
        </div>
      )}
      {!isLoading && !match && isRegistered && (
        <div className="mt-2">
          <p className="text-xl font-bold">No match scheduled yet</p>
          <p className="mt-1 text-sm text-slate-300">Your fixtures show here as soon as the organisers draw them.</p>
          <Link to="/my-events" className="mt-4 inline-flex min-h-11 items-center font-semibold text-amber-300 hover:underline">
            My registrations
          </Link>
        </div>
      )}
    </section>
  );
}
