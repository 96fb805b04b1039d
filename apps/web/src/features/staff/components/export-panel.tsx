import { useMemo, useState } from 'react';
import type { StaffEvent } from '@podium/contracts/staff/staff-events';
import { toast } from '../../../components/ui/toaster';
import { downloadExport, NothingToExportError } from '../api/download-export';
import { errorMessage } from '../../../lib/error-messages';
import { Button } from '../../../components/ui/button';
import { NativeSelect, TextInput } from '../../../components/ui/controls';

/** CSV downloads of attendance (filters: sport, category, venue, day) and registrations. */
export function ExportPanel({ event }: { event: StaffEvent }) {
  const sports = useMemo(
    () => [...new Map(event.categories.map((category) => [category.sportId, category.sportName]))],
    [event.categories],
  );
  const venues = useMemo(
    () => [...new Map(event.categories.map((category) => [category.venueId, category.venueName]))],
    [event.categories],
  );
  const [sportId, setSportId] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [venueId, setVenueId] = useState('');
  const [day, setDay] = useState('');
  const filters = {
    sportId: sportId ? Number(sportId) : undefined,
    eventSportCategoryId: categoryId ? Number(categoryId) : undefined,
    venueId: venueId ? Number(venueId) : undefined,
  };
  const download = (kind: 'attendance' | 'registrations') =>
    downloadExport(event.id, kind, kind === 'attendance' ? { ...filters, day: day || undefined } : filters).catch((error: unknown) =>
      error instanceof NothingToExportError
        ? toast.info(error.message)
        : toast.error(errorMessage(error, { fallback: 'Download failed.' })),
    );

  return (
    <section aria-labelledby="exports" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="exports" className="text-lg font-semibold">
        Exports
      </h2>
      <div className="mt-2 grid gap-2 sm:grid-cols-4">
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          <span>Sport</span>
          <NativeSelect value={sportId} onChange={(change) => setSportId(change.target.value)}>
            <option value="">All sports</option>
            {sports.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          <span>Category</span>
          <NativeSelect value={categoryId} onChange={(change) => setCategoryId(change.target.value)}>
            <option value="">All categories</option>
            {event.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.sportName} · {category.categoryName}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          <span>Venue</span>
          <NativeSelect value={venueId} onChange={(change) => setVenueId(change.target.value)}>
            <option value="">All venues</option>
            {venues.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          <span>Day (attendance)</span>
          <TextInput type="date" value={day} min={event.startsOn} max={event.endsOn} onChange={(change) => setDay(change.target.value)} />
        </label>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => void download('attendance')}>Download attendance CSV</Button>
        <Button variant="secondary" onClick={() => void download('registrations')}>
          Download registrations CSV
        </Button>
      </div>
    </section>
  );
}
