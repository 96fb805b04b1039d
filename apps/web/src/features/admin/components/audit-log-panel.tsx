import { formatPhone } from '@podium/contracts/auth/phone-format';
import { useState } from 'react';
import { formatCheckInTime } from '../../../lib/format-date';
import { useAuditLog } from '../api/admin-people';
import { errorText } from './error-text';
import { actionLabel } from '../audit-action-label';
import { Panel } from '../../../components/ui/panel';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/controls';

const ENTITIES = ['', 'event', 'venue', 'event_sport_category', 'fixture', 'user', 'company', 'tenant', 'attendance'];
/** People's words for the entity keys the log stores. */
const ENTITY_LABELS: Record<string, string> = {
  '': 'Everything',
  event: 'Event',
  venue: 'Venue',
  event_sport_category: 'Sport category',
  fixture: 'Fixture',
  user: 'Person',
  company: 'Company',
  tenant: 'Site settings',
  attendance: 'Check-in',
};
const entityLabel = (name: string) => ENTITY_LABELS[name] ?? name.replaceAll('_', ' ');

/** Who changed what, newest first, with the before and after of each change. */
export function AuditLogPanel() {
  const [entity, setEntity] = useState('');
  const log = useAuditLog(entity);
  return (
    <Panel as="section" padding="sm" aria-labelledby="audit-log">
      <h2 id="audit-log" className="text-lg font-semibold">
        Audit log
      </h2>
      <label className="mt-2 flex flex-col gap-1 text-sm">
        <span>Show</span>
        <NativeSelect value={entity} onChange={(event) => setEntity(event.target.value)} inline>
          {ENTITIES.map((name) => (
            <option key={name} value={name}>
              {entityLabel(name)}
            </option>
          ))}
        </NativeSelect>
      </label>
      {log.error ? <p role="alert">{errorText(log.error)}</p> : null}
      <ol className="mt-3 flex flex-col gap-2">
        {log.data?.pages.flat().map((entry) => (
          <li key={entry.id} className="rounded-lg border border-slate-100 p-2 text-sm">
            <p>
              <span className="font-medium">{actionLabel(entry.action)}</span> ·{' '}
              {entry.entityName ?? `${entityLabel(entry.entity)}${entry.entityId ? ` ${entry.entityId}` : ''}`}
            </p>
            <p className="text-slate-600">
              {entry.actor ? (entry.actor.name ?? (formatPhone(entry.actor.phone) || `Person #${entry.actor.id}`)) : 'Automatic'} ·{' '}
              <time dateTime={entry.at}>{formatCheckInTime(entry.at)}</time>
            </p>
            <details>
              <summary className="cursor-pointer text-slate-600">Before and after</summary>
              <pre className="mt-1 overflow-x-auto whitespace-pre-wrap text-xs">
                {JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}
              </pre>
            </details>
          </li>
        ))}
      </ol>
      {log.data && log.data.pages.flat().length === 0 ? <p className="mt-3 text-sm text-slate-600">Nothing recorded yet.</p> : null}
      {log.hasNextPage ? (
        <Button variant="secondary" className="mt-3" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {log.isFetchingNextPage ? 'Loading…' : 'Show older'}
        </Button>
      ) : null}
    </Panel>
  );
}
