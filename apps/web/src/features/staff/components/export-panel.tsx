import { useMemo, useState } from 'react';
import type { StaffEvent } from '@podium/contracts/staff/staff-events';
import { toast } from '../../../components/ui/toaster';
import { downloadExport, NothingToExportError } from '../api/download-export';
import { errorMessage } from '../../../lib/error-messages';
import { buttonClass } from '../../../components/ui/button';

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
  const selectClass = 'min-h-11 w-full min-w-0 rounded-lg border border-slate-300 px-2';

  return (
    <section aria-labelledby="exports" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="exports" className="text-lg font-semibold">
        Exports
      </h2>
      <div className="mt-2 grid gap-2 sm:grid-cols-4">
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          <span>Sport</span>
          <select value={sportId} onChange={(change) => setSportId(change.target.value)} className={selectClass}>
            <option value="">All sports</option>
            {sports.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          <span>Category</span>
          <select value={categoryId} onChange={(change) => setCategoryId(change.target.value)} className={selectClass}>
            <option value="">All categories</option>
            {event.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.sportName} · {category.categoryName}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          <span>Venue</span>
          <select value={venueId} onChange={(change) => setVenueId(change.target.value)} className={selectClass}>
            <option value="">All venues</option>
            {venues.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          <span>Day (attendance)</span>
          <input
            type="date"
            value={day}
            min={event.startsOn}
            max={event.endsOn}
            onChange={(change) => setDay(change.target.value)}
            className={selectClass}
          />
        </label>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={() => void download('attendance')} className={buttonClass('primary')}>
          Download attendance CSV
        </button>
        <button type="button" onClick={() => void download('registrations')} className={buttonClass('secondary')}>
          Download registrations CSV
        </button>
      </div>
    </section>
  );
}
