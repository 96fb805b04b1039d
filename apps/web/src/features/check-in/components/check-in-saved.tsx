import { Clock } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatCheckInTime } from '../../../lib/format-date';

/** What was kept on the device: how many wait, and this scan's sport (when known), venue and time. */
export interface SavedCheckIn {
  waiting: number;
  sportName?: string;
  venue: string;
  scannedAt: string;
}

/** The scan could not reach the server and is kept on the device (issue 13): say so plainly, and what was kept (issue 30). */
export function CheckInSavedView({
  saved,
  onScanAnother,
  onClose,
}: {
  saved: SavedCheckIn;
  onScanAnother: () => void;
  onClose: () => void;
}) {
  const { waiting } = saved;
  return (
    <div className="flex flex-col gap-4 text-center">
      <span aria-hidden="true" className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        {/* A clock: kept, waiting to be sent. */}
        <Clock className="h-7 w-7" strokeWidth={2} />
      </span>
      <h2 id="attendance-scanner-title" className="text-xl font-bold">
        Check-in Saved
      </h2>
      <dl
        className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md border border-slate-200 p-3 text-left text-sm"
        data-testid="saved-check-in"
      >
        {saved.sportName && (
          <>
            <dt className="text-slate-500">Sport</dt>
            <dd className="font-semibold text-ink">{saved.sportName}</dd>
          </>
        )}
        <dt className="text-slate-500">Venue</dt>
        <dd className="font-semibold break-words text-ink">{saved.venue}</dd>
        <dt className="text-slate-500">Scanned</dt>
        <dd className="font-semibold text-ink">{formatCheckInTime(saved.scannedAt)}</dd>
      </dl>
      <p className="text-sm text-slate-700">You are offline. We will send your check-in as soon as you are back online.</p>
      <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="queued-count">
        {waiting === 1 ? '1 check-in is waiting to be sent.' : `${waiting} check-ins are waiting to be sent.`}
      </p>
      <div className="flex gap-2">
        <Button onClick={onScanAnother} className="flex-1">
          Scan Another
        </Button>
        <Button variant="secondary" onClick={onClose} className="flex-1">
          Close
        </Button>
      </div>
    </div>
  );
}
