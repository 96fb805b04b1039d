import { SECURITY_EVENT_LABELS } from '@podium/contracts/mfa/security-events';
import { useSecurityEvents } from '../api/get-security-events';

/** Spec section 9 time format: 'Jan 5, 2025, 03:04:05 PM'. */
const timeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

/** The user's security log: setup, disable, recovery codes, failed challenges. */
export function SecurityLog() {
  const events = useSecurityEvents();
  if (events.isPending) return <p className="text-sm text-slate-600">Loading activity…</p>;
  if (events.isError) return <p className="text-sm text-red-700">Could not load your security activity.</p>;
  if (events.data.length === 0) return <p className="text-sm text-slate-600">No security activity yet.</p>;
  return (
    <ul className="divide-y divide-slate-100" aria-label="Security activity">
      {events.data.map((event) => (
        <li key={event.id} className="py-2">
          <p className="text-sm font-medium text-ink">
            {SECURITY_EVENT_LABELS[event.kind]}
            {event.recoveryCodesRemaining !== null && ` (${event.recoveryCodesRemaining} left)`}
          </p>
          <p className="text-xs text-slate-600">
            <time dateTime={event.at}>{timeFormat.format(new Date(event.at))}</time>
            {event.ip && ` · ${event.ip}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
