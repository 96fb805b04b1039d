import { formatPhone } from '@podium/contracts/auth/phone-format';
import { useEffect, useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import { useAdminEvents } from '../api/admin-events';
import { useAdminUsers } from '../api/admin-people';
import { useSetStaffAssignments, useStaffAssignments } from '../api/admin-content';
import { errorText } from './error-text';
import { Panel } from '../../../components/ui/panel';
import { Button } from '../../../components/ui/button';
import { NativeSelect, Checkbox } from '../../../components/ui/controls';

/** Admin → Staff events: which events a staff member works (none ticked: every event). */
export function StaffEventsPanel() {
  const users = useAdminUsers('');
  const events = useAdminEvents();
  const [pickedUserId, setUserId] = useState(0);
  const staff = users.data?.filter((user) => user.role === 'staff') ?? [];
  // The first staff member is shown until the admin picks another, as the other tabs start on the first event.
  const userId = pickedUserId || staff[0]?.id || 0;
  const assignments = useStaffAssignments(userId);
  const save = useSetStaffAssignments(userId);
  const [chosen, setChosen] = useState<number[]>([]);
  useEffect(() => setChosen(assignments.data?.eventIds ?? []), [assignments.data]);
  return (
    <Panel as="section" padding="sm" aria-labelledby="staff-events">
      <h2 id="staff-events" className="text-lg font-semibold">
        Staff events
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Tick the events a staff member works: they can check people in and enter scores there only. With no event ticked they work at every
        event. Admins always work every event.
      </p>
      {users.data && staff.length === 0 && (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
          Nobody has the staff role yet. Give it to someone under Users.
        </p>
      )}
      <label className="mt-2 flex flex-col gap-1">
        <span>Staff member</span>
        <NativeSelect value={userId || ''} onChange={(event) => setUserId(Number(event.target.value))} inline>
          <option value="">Choose a staff member</option>
          {staff.map((user) => (
            <option key={user.id} value={user.id}>
              {user.name ?? formatPhone(user.phone)}
            </option>
          ))}
        </NativeSelect>
      </label>
      {userId > 0 && (
        <fieldset className="mt-2 flex flex-col gap-1">
          <legend className="font-medium">Events</legend>
          {events.data?.map((item) => (
            <label key={item.id} className="flex min-h-11 items-center gap-2">
              <Checkbox
                checked={chosen.includes(item.id)}
                onChange={(event) => setChosen(event.target.checked ? [...chosen, item.id] : chosen.filter((id) => id !== item.id))}
              />
              {item.name}
            </label>
          ))}
          <Button
            className="mt-2 self-start"
            onClick={() =>
              save.mutate(chosen, {
                onSuccess: (answer) => toast.success(answer.message),
                onError: (error) => toast.error(errorText(error)),
              })
            }
          >
            Save
          </Button>
        </fieldset>
      )}
    </Panel>
  );
}
