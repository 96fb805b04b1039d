import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/controls';

/**
 * "Lock this device as a kiosk": what locking does, an optional PIN of 4-8 digits (digits only are
 * kept) to end it, Start kiosk (refused while the PIN is too short), and why it could not start.
 */
export function LockKioskSection({
  pin,
  onPinChange,
  isLocking,
  lockError,
  onStart,
}: {
  pin: string;
  onPinChange: (pin: string) => void;
  isLocking: boolean;
  lockError: string | null;
  onStart: () => void;
}) {
  return (
    <section aria-labelledby="lock-kiosk-heading" className="rounded-2xl border border-brand-100 bg-brand-50 p-4">
      <h2 id="lock-kiosk-heading" className="font-semibold">
        Lock this device as a kiosk
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The screen shows only this code, full screen. You are signed out on this device; ending the kiosk needs your sign-in again, or the
        PIN you set here.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">PIN to end it (optional, 4-8 digits)</span>
          <TextInput
            inline
            value={pin}
            onChange={(event) => onPinChange(event.target.value.replace(/\D/g, '').slice(0, 8))}
            inputMode="numeric"
            autoComplete="off"
            type="password"
            className="w-40"
          />
        </label>
        <Button disabled={isLocking || (pin.length > 0 && pin.length < 4)} onClick={onStart}>
          {isLocking ? 'Starting…' : 'Start kiosk'}
        </Button>
      </div>
      {lockError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {lockError}
        </p>
      )}
    </section>
  );
}
