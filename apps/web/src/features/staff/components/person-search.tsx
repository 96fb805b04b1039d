import type { StaffAttendanceRecord } from '@podium/contracts/staff/staff-people';
import { useState } from 'react';
import type { StaffCategory } from '@podium/contracts/staff/staff-events';
import type { StaffPerson } from '@podium/contracts/staff/staff-people';
import { toast } from '../../../components/ui/toaster';
import { usePeopleSearch } from '../api/search-people';
import { useManualCheckIn, useUndoCheckIn } from '../api/staff-check-ins';
import { formatRecordTime } from '../../../lib/format-date';
import { errorMessage } from '../../../lib/error-messages';
import { Button } from '../../../components/ui/button';
import { NativeSelect, TextInput } from '../../../components/ui/controls';
import { PhoneAndDetails } from '../../../components/ui/phone-and-details';

/** A record's kind in people's words, not the stored keys. */
const DIRECTION_LABELS: Record<StaffAttendanceRecord['direction'], string> = { 'check-in': 'Checked in', 'check-out': 'Checked out' };
const TYPE_LABELS: Record<StaffAttendanceRecord['type'], string> = { participant: 'Participant', visitor: 'Visitor' };
const METHOD_LABELS: Record<StaffAttendanceRecord['method'], string> = {
  scan: 'own scan',
  'staff-scan': 'scanned by staff',
  manual: 'checked in by staff',
};

const errorText = (error: unknown) => errorMessage(error, { fallback: 'Something went wrong.' });

/** Find a person, check them in by hand with a reason, or undo a check-in with a reason. */
export function PersonSearch({ eventId, timeZone, categories }: { eventId: number; timeZone: string; categories: StaffCategory[] }) {
  const [search, setSearch] = useState('');
  const people = usePeopleSearch(eventId, search);
  return (
    <section aria-labelledby="find-person" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="find-person" className="text-lg font-semibold">
        Find a person
      </h2>
      <label className="mt-2 flex flex-col gap-1 text-sm">
        <span>Name, phone or email</span>
        <TextInput type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="At least 2 characters" />
      </label>
      {people.error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorText(people.error)}
        </p>
      ) : null}
      {people.data?.length === 0 ? <p className="mt-2 text-sm text-slate-600">Nobody found.</p> : null}
      <ul className="mt-3 flex flex-col gap-3">
        {people.data?.map((person) => (
          <PersonCard key={person.id} person={person} eventId={eventId} timeZone={timeZone} categories={categories} />
        ))}
      </ul>
    </section>
  );
}

function PersonCard({
  person,
  eventId,
  timeZone,
  categories,
}: {
  person: StaffPerson;
  eventId: number;
  timeZone: string;
  categories: StaffCategory[];
}) {
  const checkIn = useManualCheckIn(eventId);
  const undo = useUndoCheckIn();
  const registeredId = person.registrations[0]?.eventSportCategoryId;
  const [categoryId, setCategoryId] = useState<number>(registeredId ?? categories[0]?.id ?? 0);
  const [reason, setReason] = useState('');
  const [undoReason, setUndoReason] = useState('');
  const label = person.name ?? person.phone ?? `Person ${person.id}`;

  const submit = () =>
    checkIn.mutate(
      { userId: person.id, eventSportCategoryId: categoryId, reason },
      {
        onSuccess: (answer) => {
          toast.success(`${label}: ${answer.message}`);
          setReason('');
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );

  return (
    <li className="rounded-lg border border-slate-200 p-3" aria-label={label}>
      <p className="font-semibold">{label}</p>
      <PhoneAndDetails
        as="p"
        phone={person.phone}
        details={[person.email, person.companyName]}
        className="text-sm text-slate-600 wrap-anywhere"
      />
      {person.registrations.length > 0 ? (
        <p className="mt-1 text-sm">
          Registered:{' '}
          {person.registrations.map((row) => `${row.sportName} ${row.categoryName}${row.teamName ? ` (${row.teamName})` : ''}`).join(', ')}
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">Not registered at this event (checks in as a visitor).</p>
      )}
      {person.attendance.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-2 text-sm">
          {person.attendance.map((record) => (
            <li key={record.id} className="rounded bg-slate-50 p-2">
              <span className={record.undoneAt ? 'line-through' : ''}>
                {DIRECTION_LABELS[record.direction]} · {record.sportName} {record.categoryName} · {TYPE_LABELS[record.type]} ·{' '}
                {METHOD_LABELS[record.method]} {record.isOffline ? '(offline) ' : ''}· {formatRecordTime(record.recordedAt, timeZone)}
              </span>
              {record.undoneAt ? (
                <span className="ml-1 text-slate-600">(undone: {record.undoReason})</span>
              ) : record.direction === 'check-in' ? (
                <form
                  className="mt-1 flex flex-wrap gap-2"
                  onSubmit={(event) => {
                    event.preventDefault();
                    undo.mutate(
                      { attendanceId: record.id, reason: undoReason },
                      { onSuccess: () => toast.success('Check-in undone'), onError: (error) => toast.error(errorText(error)) },
                    );
                  }}
                >
                  <label className="flex flex-1 flex-col text-xs">
                    <span>Reason to undo</span>
                    <TextInput value={undoReason} onChange={(event) => setUndoReason(event.target.value)} required minLength={3} />
                  </label>
                  <Button
                    variant="bare"
                    type="submit"
                    disabled={undo.isPending}
                    className="self-end rounded-lg border border-red-300 px-3 py-1.5 text-red-700"
                  >
                    Undo
                  </Button>
                </form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className="mt-3 grid gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label className="flex min-w-0 flex-col text-xs">
          <span>Category</span>
          <NativeSelect value={categoryId} onChange={(event) => setCategoryId(Number(event.target.value))}>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.sportName} · {category.categoryName} ({category.venueName})
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex min-w-0 flex-col text-xs">
          <span>Reason for manual check-in</span>
          <TextInput value={reason} onChange={(event) => setReason(event.target.value)} required minLength={3} />
        </label>
        <Button type="submit" disabled={checkIn.isPending} className="self-end">
          {checkIn.isPending ? 'Checking in...' : 'Check in'}
        </Button>
      </form>
    </li>
  );
}
