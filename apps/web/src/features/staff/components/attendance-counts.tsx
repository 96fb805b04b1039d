import { formatCalendarDay } from '../../../lib/format-date';
import { EmptyState } from '../../../components/ui/empty-state';
import type { AttendanceSummary } from '@podium/contracts/staff/attendance-summary';
import type { StreamStatus } from '../hooks/use-attendance-stream';
import type { StaffEvent } from '@podium/contracts/staff/staff-events';

const STATUS_TEXT: Record<StreamStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  refused: 'Not allowed',
};

function Split({ participants, visitors }: { participants: number; visitors: number }) {
  return (
    <span className="tabular-nums">
      {participants} <span className="text-slate-600">{participants === 1 ? 'participant' : 'participants'}</span> · {visitors}{' '}
      <span className="text-slate-600">{visitors === 1 ? 'visitor' : 'visitors'}</span>
    </span>
  );
}

/**
 * What the badge says. Counts stream for any event, but only an event on today is "Live"; one that
 * has not started says when it starts, one that is over says so (issue 30).
 */
function badgeOf(status: StreamStatus, timing: StaffEvent['timing'], startsOn: string): { text: string; isLive: boolean } {
  if (status !== 'live') return { text: STATUS_TEXT[status], isLive: false };
  if (timing === 'upcoming')
    return { text: `Starts ${formatCalendarDay(startsOn, { weekday: 'short', month: 'short', day: 'numeric' })}`, isLive: false };
  if (timing === 'past') return { text: 'Ended', isLive: false };
  return { text: STATUS_TEXT.live, isLive: true };
}

/** Live counts of an event day: totals, then by sport, sport category and venue. */
export function AttendanceCounts({
  summary,
  status,
  timing,
  startsOn,
}: {
  summary: AttendanceSummary | undefined;
  status: StreamStatus;
  timing: StaffEvent['timing'];
  startsOn: string;
}) {
  const badge = badgeOf(status, timing, startsOn);
  return (
    <section aria-labelledby="live-counts" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="live-counts" className="text-lg font-semibold">
          {timing === 'today' ? 'Live attendance' : 'Attendance'}{' '}
          {summary ? (
            <span className="text-sm font-normal text-slate-600">
              · {formatCalendarDay(summary.day, { weekday: 'short', month: 'short', day: 'numeric' })}
            </span>
          ) : null}
        </h2>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${
            badge.isLive ? 'bg-green-100 text-green-800' : status === 'live' ? 'bg-slate-100 text-slate-700' : 'bg-amber-100 text-amber-800'
          }`}
        >
          {badge.text}
        </span>
      </div>
      {!summary ? (
        <p className="mt-3 text-sm text-slate-600">Loading counts…</p>
      ) : (
        <>
          <dl className="mt-3 grid grid-cols-3 gap-2 text-center" aria-live="polite">
            <div className="rounded-lg bg-brand-50 p-3">
              <dt className="text-xs text-slate-600">Checked in</dt>
              <dd className="text-2xl font-bold tabular-nums" data-testid="count-people">
                {summary.total.people}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-100 p-3">
              <dt className="text-xs text-slate-600">Participants</dt>
              <dd className="text-2xl font-bold tabular-nums" data-testid="count-participants">
                {summary.total.participants}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-100 p-3">
              <dt className="text-xs text-slate-600">Visitors</dt>
              <dd className="text-2xl font-bold tabular-nums" data-testid="count-visitors">
                {summary.total.visitors}
              </dd>
            </div>
          </dl>
          {summary.total.offline > 0 ? (
            <p className="mt-2 text-xs text-slate-600" data-testid="count-offline">
              {summary.total.offline} of them checked in offline (queued on the phone, synced later)
            </p>
          ) : null}
          {summary.total.participants + summary.total.visitors === 0 ? (
            <div className="mt-3">
              <EmptyState title="No check-ins yet for this event">Scans at the venues show up here as they happen.</EmptyState>
            </div>
          ) : null}
          {/* With nothing counted yet, the breakdowns would list every sport at zero: they stay closed. */}
          <details className="mt-3" open={summary.total.participants + summary.total.visitors > 0}>
            <summary className="cursor-pointer text-sm font-medium">By sport</summary>
            <ul className="mt-2 divide-y divide-slate-100 text-sm">
              {summary.bySport.map((row) => (
                <li key={row.sportId} className="flex flex-wrap justify-between gap-2 py-1.5">
                  <span className="font-medium">{row.sportName}</span>
                  <Split {...row} />
                </li>
              ))}
            </ul>
          </details>
          <details className="mt-2">
            <summary className="cursor-pointer text-sm font-medium">By category</summary>
            <ul className="mt-2 divide-y divide-slate-100 text-sm">
              {summary.byCategory.map((row) => (
                <li key={row.eventSportCategoryId} className="flex flex-wrap justify-between gap-2 py-1.5">
                  <span>
                    {row.sportName} · {row.categoryName}{' '}
                    <span className="text-slate-500">
                      ({row.venueName}, {row.registered} registered)
                    </span>
                  </span>
                  <Split {...row} />
                </li>
              ))}
            </ul>
          </details>
          <details className="mt-2">
            <summary className="cursor-pointer text-sm font-medium">By venue</summary>
            <ul className="mt-2 divide-y divide-slate-100 text-sm">
              {summary.byVenue.map((row) => (
                <li key={row.venueId} className="flex flex-wrap justify-between gap-2 py-1.5">
                  <span className="font-medium">{row.venueName}</span>
                  <Split {...row} />
                </li>
              ))}
            </ul>
          </details>
        </>
      )}
    </section>
  );
}
