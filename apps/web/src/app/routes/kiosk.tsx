import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { logout } from '../../lib/auth/session';
import { endKioskAsStaff } from '../../features/check-in/api/kiosk';
import { CheckInKiosk } from '../../features/check-in/components/check-in-kiosk';
import { KioskEnded } from '../../features/check-in/components/kiosk-ended';
import { LockedKiosk } from '../../features/check-in/components/locked-kiosk';
import { clearKioskLock, readKioskLock, storeKioskLock, type KioskLock } from '../../features/check-in/kiosk-lock';
import { ApiError } from '../../lib/http-client';
import { errorMessage } from '../../lib/error-messages';
import { buttonClass } from '../../components/ui/button';

/**
 * Route /kiosk. Set up by staff, then locked: the device signs the staff member out and shows only
 * the rotating code (no header, menu or links). A staff member who signs in again here can end it.
 */
export default function KioskPage() {
  const { isAuthenticated } = useAuth();
  const [lock, setLock] = useState<KioskLock | undefined>(readKioskLock);
  // Ended with its PIN on this device: nobody is signed in, so the set-up form would only refuse.
  const [hasEndedHere, setEndedHere] = useState(false);

  const lockDevice = async (next: KioskLock) => {
    storeKioskLock(next);
    await logout();
    setLock(next);
  };

  if (lock && !isAuthenticated) {
    return (
      <LockedKiosk
        lock={lock}
        onEnded={() => {
          setLock(undefined);
          setEndedHere(true);
        }}
      />
    );
  }
  if (hasEndedHere && !isAuthenticated) return <KioskEnded reason="Its code no longer checks anyone in." />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <div className="mb-6 flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Check-in kiosk</h1>
        <Link to="/staff" className="text-sm font-medium text-brand-700 underline">
          Staff dashboard
        </Link>
      </div>
      {lock ? <EndLockedKiosk lock={lock} onEnded={() => setLock(undefined)} /> : <CheckInKiosk onLock={lockDevice} />}
    </div>
  );
}

/** Signed in on a locked device: the staff member ends its kiosk before setting up another. */
function EndLockedKiosk({ lock, onEnded }: { lock: KioskLock; onEnded: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const end = async () => {
    try {
      await endKioskAsStaff(lock.kioskToken);
    } catch (failure) {
      // Already ended elsewhere (404): the lock on this device goes all the same.
      if (!(failure instanceof ApiError && failure.status === 404)) {
        setError(errorMessage(failure, { fallback: 'Could not end the kiosk. Try again.' }));
        return;
      }
    }
    clearKioskLock();
    onEnded();
  };
  return (
    <section className="rounded-2xl border border-slate-200 p-5">
      <h2 className="text-lg font-semibold">This device is a locked kiosk</h2>
      <p className="mt-1 text-slate-700">
        It shows {lock.sportName} at {lock.venue} ({lock.eventName}). End it to set up another code.
      </p>
      <button type="button" onClick={() => void end()} className={buttonClass('primary', 'mt-4')}>
        End kiosk
      </button>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
