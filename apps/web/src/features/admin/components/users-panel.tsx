import { plural } from '../../../lib/plural';
import { formatPhone } from '@podium/contracts/auth/phone-format';
import { useState } from 'react';
import { ERASED_PERSON_NAME } from '@podium/contracts/privacy/account-deletion';
import { ErasePersonDialog } from './erase-person-dialog';
import { toast } from '../../../components/ui/toaster';
import { useAdminUsers, useUserChange } from '../api/admin-people';
import { errorText } from './error-text';
import { Panel } from '../../../components/ui/panel';
import { Button } from '../../../components/ui/button';
import { PhoneAndDetails } from '../../../components/ui/phone-and-details';
import { TextInput, NativeSelect } from '../../../components/ui/controls';

/** Find users, change their role, sign them out everywhere, erase a person on request. */
export function UsersPanel() {
  const [search, setSearch] = useState('');
  const users = useAdminUsers(search);
  const change = useUserChange();
  const [erasing, setErasing] = useState<{ id: number; label: string } | null>(null);
  const report = {
    onSuccess: (answer: { message: string }) => toast.success(answer.message),
    onError: (error: unknown) => toast.error(errorText(error)),
  };
  return (
    <Panel as="section" padding="sm" aria-labelledby="users">
      <h2 id="users" className="text-lg font-semibold">
        Users
      </h2>
      <label className="mt-2 flex flex-col gap-1 text-sm">
        <span>Search name, phone or email</span>
        <TextInput type="search" value={search} onChange={(event) => setSearch(event.target.value)} inline />
      </label>
      <ul className="mt-3 divide-y divide-slate-100">
        {users.data?.map((user) => (
          <li key={user.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
            <span className="min-w-0 flex-1 basis-40 wrap-anywhere">
              <span className="font-medium">{user.name ?? 'No name'}</span>{' '}
              <PhoneAndDetails phone={user.phone} details={[user.email, user.companyName]} className="text-slate-600" />
              <span className="block text-xs text-slate-500">
                {plural(user.liveSessions, 'live session')}
                {user.mfaEnabled ? ' · MFA on' : ''}
              </span>
            </span>
            <label className="flex items-center gap-1">
              <span className="sr-only">Role of {user.name ?? formatPhone(user.phone)}</span>
              <NativeSelect
                value={user.role}
                onChange={(event) => change.mutate({ userId: user.id, role: event.target.value as typeof user.role }, report)}
                inline
              >
                <option value="member">Member</option>
                <option value="staff">Staff</option>
                <option value="admin">Admin</option>
              </NativeSelect>
            </label>
            <Button
              variant="secondary"
              disabled={user.liveSessions === 0}
              title={user.liveSessions === 0 ? 'Not signed in anywhere' : undefined}
              onClick={() => change.mutate({ userId: user.id, signOut: true }, report)}
            >
              Sign out everywhere
            </Button>
            {/* An erased person is a placeholder with no phone or email left: nothing more to erase. */}
            {!(user.name === ERASED_PERSON_NAME && !user.phone && !user.email) && (
              <Button variant="dangerSecondary" onClick={() => setErasing({ id: user.id, label: user.name ?? formatPhone(user.phone) })}>
                Erase person
              </Button>
            )}
          </li>
        ))}
      </ul>
      {erasing && <ErasePersonDialog person={erasing} onClose={() => setErasing(null)} />}
    </Panel>
  );
}
