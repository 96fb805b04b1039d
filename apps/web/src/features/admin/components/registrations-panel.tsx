import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import type { AdminRegistration, AdminTeam } from '@podium/contracts/admin/admin-registrations';
import { toast } from '../../../components/ui/toaster';
import { useAdminEvents } from '../api/admin-events';
import { useAdminRegistrations, useAdminTeams, useRegistrationChange, type RegistrationFilters } from '../api/admin-registrations';
import { errorText } from './error-text';
import { RegistrationsImport } from './registrations-import';
import { EventSelect } from './event-select';
import { WaitlistSection } from './waitlist-section';
import { Panel } from '../../../components/ui/panel';
import { Button } from '../../../components/ui/button';
import { NativeSelect, TextInput } from '../../../components/ui/controls';

/** Each registration status in people's words, with the colour of its badge. */
const REGISTRATION_STATUS: Record<AdminRegistration['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  pending_payment: { label: 'Awaiting payment', tone: 'warning' },
  confirmed: { label: 'Confirmed', tone: 'success' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral' },
};

/** Teams and registrations of one event: filter, approve, move to another team, withdraw; and the CSV import. */
export function RegistrationsPanel() {
  const events = useAdminEvents();
  const [eventId, setEventId] = useState(0);
  const chosen = eventId || events.data?.[0]?.id || 0;
  const [filters, setFilters] = useState<RegistrationFilters>({});
  const list = useAdminRegistrations(chosen, filters);
  const teams = useAdminTeams(chosen);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-2 sm:grid-cols-3">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Event</span>
          <EventSelect events={events.data} value={chosen} onChange={(value) => setEventId(Number(value))} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Status</span>
          <NativeSelect
            value={filters.status ?? ''}
            onChange={(event) => setFilters({ ...filters, status: (event.target.value || undefined) as RegistrationFilters['status'] })}
            inline
          >
            <option value="">Any</option>
            <option value="pending">Pending</option>
            <option value="confirmed">Confirmed</option>
            <option value="withdrawn">Withdrawn</option>
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Search name, phone or email</span>
          <TextInput
            type="search"
            value={filters.search ?? ''}
            onChange={(event) => setFilters({ ...filters, search: event.target.value })}
            inline
          />
        </label>
      </div>
      <Panel as="section" padding="sm" aria-labelledby="registrations">
        <h2 id="registrations" className="text-lg font-semibold">
          Registrations
        </h2>
        {list.error ? <p role="alert">{errorText(list.error)}</p> : null}
        {list.data?.length === 0 ? <p className="mt-2 text-slate-600">No registrations match.</p> : null}
        <ul className="mt-2 flex flex-col divide-y divide-slate-100">
          {list.data?.map((registration) => (
            <RegistrationRow key={registration.id} eventId={chosen} registration={registration} teams={teams.data ?? []} />
          ))}
        </ul>
      </Panel>
      {chosen ? <WaitlistSection eventId={chosen} /> : null}
      {chosen ? <RegistrationsImport eventId={chosen} /> : null}
    </div>
  );
}

function RegistrationRow({ eventId, registration, teams }: { eventId: number; registration: AdminRegistration; teams: AdminTeam[] }) {
  const change = useRegistrationChange(eventId);
  const others = teams.filter(
    (team) => team.eventSportCategoryId === registration.eventSportCategoryId && team.id !== registration.team?.id,
  );
  const [teamId, setTeamId] = useState(0);
  const label = registration.user.name ?? registration.user.phone ?? `Person ${registration.user.id}`;
  const run = (action: 'approve' | 'withdraw' | 'move', target?: number) =>
    change.mutate(
      { registrationId: registration.id, action, teamId: target },
      { onSuccess: (answer) => toast.success(answer.message), onError: (error) => toast.error(errorText(error)) },
    );
  return (
    <li className="flex flex-col gap-2 py-3" aria-label={`${label}, ${registration.sportName} ${registration.categoryName}`}>
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-medium">{label}</span>
        <span className="text-sm text-slate-600">
          {registration.sportName} · {registration.categoryName}
          {registration.team ? ` · ${registration.team.name}` : ''}
          {registration.user.companyName ? ` · ${registration.user.companyName}` : ''}
        </span>
        <Badge tone={REGISTRATION_STATUS[registration.status].tone}>{REGISTRATION_STATUS[registration.status].label}</Badge>
      </div>
      <div className="flex flex-wrap gap-2">
        {registration.status === 'pending' ? (
          <Button variant="secondary" disabled={change.isPending} onClick={() => run('approve')}>
            Approve
          </Button>
        ) : null}
        {registration.status !== 'withdrawn' ? (
          <Button
            variant="secondary"
            disabled={change.isPending}
            onClick={() => {
              if (window.confirm(`Withdraw ${label} from ${registration.sportName} ${registration.categoryName}?`)) run('withdraw');
            }}
          >
            Withdraw
          </Button>
        ) : null}
        {registration.team && others.length > 0 ? (
          <form
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (teamId) run('move', teamId);
            }}
          >
            <label className="sr-only" htmlFor={`move-${registration.id}`}>
              Move {label} to team
            </label>
            <NativeSelect id={`move-${registration.id}`} value={teamId} onChange={(event) => setTeamId(Number(event.target.value))} inline>
              <option value={0}>Move to team…</option>
              {others.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </NativeSelect>
            <Button type="submit" variant="secondary" disabled={!teamId || change.isPending}>
              Move
            </Button>
          </form>
        ) : null}
      </div>
    </li>
  );
}
