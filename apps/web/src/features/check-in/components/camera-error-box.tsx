import { Button } from '../../../components/ui/button';

/** The scanner's Camera Error box (spec section 2): why the camera failed, Retry, and a photo instead when offered. */
export function CameraErrorBox({ message, onRetry, onScanPhoto }: { message: string; onRetry: () => void; onScanPhoto?: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p className="font-semibold">Camera Error</p>
      <p className="mt-1">{message}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="bare"
          onClick={onRetry}
          className="min-h-11 rounded-md bg-red-600 px-4 font-medium text-white hover:bg-red-700 focus-visible:outline-2"
        >
          Retry
        </Button>
        {onScanPhoto ? (
          <Button
            variant="bare"
            onClick={onScanPhoto}
            className="min-h-11 rounded-md border border-red-300 bg-white px-4 font-medium text-red-800 hover:bg-red-100"
          >
            Scan a photo instead
          </Button>
        ) : null}
      </div>
    </div>
  );
}
