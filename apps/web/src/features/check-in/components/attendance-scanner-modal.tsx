import { useEffect } from 'react';
import { X } from 'lucide-react';
import { OPEN_ATTENDANCE_SCANNER_EVENT } from '../open-attendance-scanner';
import { useAttendanceCheckIn } from '../hooks/use-attendance-check-in';
import { CheckInResultView } from './check-in-result';
import { CheckInSavedView } from './check-in-saved';
import { ScannerPanel } from './scanner-panel';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/**
 * The attendance scanner modal, mounted once in the app shell and opened by
 * `openAttendanceScanner()` (the avatar menu's 'Attendance Scanner' item).
 */
export function AttendanceScannerModal() {
  const { phase, open, close, scanAnother, onScanned, confirmCategories } = useAttendanceCheckIn();
  // While a check-in is on its way, a stray tap outside or Escape must not throw its answer away.
  const isBusy = phase.name === 'processing' || (phase.name === 'success' && phase.isConfirming);
  const closeUnlessBusy = isBusy ? undefined : close;

  useEffect(() => {
    window.addEventListener(OPEN_ATTENDANCE_SCANNER_EVENT, open);
    return () => window.removeEventListener(OPEN_ATTENDANCE_SCANNER_EVENT, open);
  }, [open]);

  if (phase.name === 'idle') return null;
  return (
    <Dialog labelledBy="attendance-scanner-title" placement="sheet" onDismiss={closeUnlessBusy} className="max-w-md p-5">
      <div className="mb-2 flex justify-end">
        <Button variant="bare" onClick={close} aria-label="Close scanner" className="rounded p-1 text-slate-500 hover:bg-slate-100">
          <X aria-hidden="true" className="h-5 w-5" />
        </Button>
      </div>
      {phase.name === 'scanning' ? <ScannerPanel onScanned={(text) => void onScanned(text)} /> : null}
      {phase.name === 'processing' ? (
        <div role="status" className="flex flex-col items-center gap-3 py-10">
          <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden="true" />
          <h2 id="attendance-scanner-title" className="font-semibold">
            Processing...
          </h2>
        </div>
      ) : null}
      {phase.name === 'success' ? (
        <CheckInResultView
          result={phase.result}
          isConfirming={phase.isConfirming}
          confirmError={phase.confirmError}
          onConfirmCategories={(ids) => void confirmCategories(ids)}
          onScanAnother={scanAnother}
          onClose={close}
        />
      ) : null}
      {phase.name === 'saved' ? <CheckInSavedView saved={phase} onScanAnother={scanAnother} onClose={close} /> : null}
      {phase.name === 'error' ? (
        <div className="flex flex-col gap-4 text-center">
          <h2 id="attendance-scanner-title" className="text-xl font-bold text-red-700">
            Scan Failed
          </h2>
          <p role="alert" className="text-sm text-slate-700">
            {phase.message}
          </p>
          <div className="flex gap-2">
            <Button onClick={scanAnother} className="flex-1">
              Try Again
            </Button>
            <Button variant="secondary" onClick={close} className="flex-1">
              Close
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
