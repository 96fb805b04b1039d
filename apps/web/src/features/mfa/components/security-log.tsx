import { SECURITY_EVENT_LABELS } from '@podium/contracts/mfa/security-events';
import { useSecurityEvents } from '../api/get-security-events';
import { formatCheckInTime } from '../../../lib/format-date';

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
            <time dateTime={event.at}>{formatCheckInTime(event.at)}</time>
            {event.ip && ` · ${event.ip}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
