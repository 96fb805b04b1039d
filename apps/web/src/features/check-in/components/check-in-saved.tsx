import { Clock } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';

/** The scan could not reach the server and is kept on the device (issue 13): say so plainly. */
export function CheckInSavedView({ waiting, onScanAnother, onClose }: { waiting: number; onScanAnother: () => void; onClose: () => void }) {
  return (
    <div className="flex flex-col gap-4 text-center">
      <span aria-hidden="true" className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        {/* A clock: kept, waiting to be sent. */}
        <Clock className="h-7 w-7" strokeWidth={2} />
      </span>
      <h2 id="attendance-scanner-title" className="text-xl font-bold">
        Check-in Saved
      </h2>
      <p className="text-sm text-slate-700">You are offline. We will send your check-in as soon as you are back online.</p>
      <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="queued-count">
        {waiting === 1 ? '1 check-in is waiting to be sent.' : `${waiting} check-ins are waiting to be sent.`}
      </p>
      <div className="flex gap-2">
        <button type="button" onClick={onScanAnother} className={buttonClass('primary', 'flex-1')}>
          Scan Another
        </button>
        <button type="button" onClick={onClose} className={buttonClass('secondary', 'flex-1')}>
          Close
        </button>
      </div>
    </div>
  );
}
