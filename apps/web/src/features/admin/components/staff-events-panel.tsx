import { formatPhone } from '@podium/contracts/auth/phone-format';
import { useEffect, useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import { useAdminEvents } from '../api/admin-events';
import { useAdminUsers } from '../api/admin-people';
import { useSetStaffAssignments, useStaffAssignments } from '../api/admin-content';
import { errorText } from './error-text';
import { inputClass, primaryButton } from './form-styles';
import { Panel } from '../../../components/ui/panel';

/** Admin → Staff events: which events a staff member works (none ticked: every event). */
export function StaffEventsPanel() {
  const users = useAdminUsers('');
  const events = useAdminEvents();
  const [userId, setUserId] = useState(0);
  const assignments = useStaffAssignments(userId);
  const save = useSetStaffAssignments(userId);
  const [chosen, setChosen] = useState<number[]>([]);
  useEffect(() => setChosen(assignments.data?.eventIds ?? []), [assignments.data]);
  const staff = users.data?.filter((user) => user.role === 'staff') ?? [];
  return (
    <Panel as="section" padding="sm" aria-labelledby="staff-events">
      <h2 id="staff-events" className="text-lg font-semibold">
        Staff events
      </h2>
      <p className="text-sm text-slate-600">A staff member with no event ticked works every event. Admins work every event.</p>
      <label className="mt-2 flex flex-col gap-1">
        <span>Staff member</span>
        <select value={userId || ''} onChange={(event) => setUserId(Number(event.target.value))} className={inputClass}>
          <option value="">Choose a staff member</option>
          {staff.map((user) => (
            <option key={user.id} value={user.id}>
              {user.name ?? formatPhone(user.phone)}
            </option>
          ))}
        </select>
      </label>
      {userId > 0 && (
        <fieldset className="mt-2 flex flex-col gap-1">
          <legend className="font-medium">Events</legend>
          {events.data?.map((item) => (
            <label key={item.id} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                checked={chosen.includes(item.id)}
                onChange={(event) => setChosen(event.target.checked ? [...chosen, item.id] : chosen.filter((id) => id !== item.id))}
              />
              {item.name}
            </label>
          ))}
          <button
            type="button"
            className={primaryButton}
            onClick={() =>
              save.mutate(chosen, {
                onSuccess: (answer) => toast.success(answer.message),
                onError: (error) => toast.error(errorText(error)),
              })
            }
          >
            Save
          </button>
        </fieldset>
      )}
    </Panel>
  );
}
