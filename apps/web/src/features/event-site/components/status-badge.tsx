import type { Fixture } from '@podium/contracts/events/event-site';

const STYLES: Record<Fixture['status'], string> = {
  live: 'bg-red-600 text-white',
  scheduled: 'bg-slate-100 text-slate-700',
  finished: 'bg-emerald-100 text-emerald-800',
};
const LABELS: Record<Fixture['status'], string> = { live: 'Live', scheduled: 'Upcoming', finished: 'Full time' };

export function FixtureStatusBadge({ status }: { status: Fixture['status'] }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide ${STYLES[status]}`}
    >
      {status === 'live' && <span aria-hidden="true" className="h-2 w-2 rounded-full bg-white motion-safe:animate-pulse" />}
      {LABELS[status]}
    </span>
  );
}
