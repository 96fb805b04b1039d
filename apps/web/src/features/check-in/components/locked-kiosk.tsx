import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/http-client';
import { endKioskWithPin, useKioskCode } from '../api/kiosk';
import { clearKioskLock, type KioskLock } from '../kiosk-lock';
import { KioskEnded } from './kiosk-ended';
import { KioskFrame } from './kiosk-frame';
import { useSecondsUntil } from '../hooks/use-seconds-until';
import { errorMessage } from '../../../lib/error-messages';
import { Dialog } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/controls';
import { useTenantConfig } from '../../../lib/tenant/get-tenant-config';

function svgSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Keeps the tablet's screen on while the kiosk shows (where the browser allows it). */
function useScreenWakeLock(): void {
  useEffect(() => {
    let sentinel: { release(): Promise<void> } | undefined;
    const request = () => {
      const wakeLock = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> } })
        .wakeLock;
      wakeLock
        ?.request('screen')
        .then((lock) => (sentinel = lock))
        .catch(() => undefined);
    };
    request();
    const onVisible = () => document.visibilityState === 'visible' && request();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
}

function useIsFullscreen(): boolean {
  const [isFullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  return isFullscreen;
}

/**
 * The locked kiosk: the rotating code full screen, with nothing else to touch. The device holds no
 * staff session, only a token that reads this one code; ending it takes the PIN set at start or a
 * staff member signing in again.
 */
export function LockedKiosk({ lock, onEnded }: { lock: KioskLock; onEnded: () => void }) {
  const code = useKioskCode(lock.kioskToken);
  const secondsLeft = useSecondsUntil(code.data?.refreshAt);
  const siteName = useTenantConfig().data?.branding?.siteName ?? 'Podium';
  const [isEnding, setEnding] = useState(false);
  const isFullscreen = useIsFullscreen();
  useScreenWakeLock();
  const hasEnded = code.error instanceof ApiError && code.error.status === 401;

  // Ended elsewhere (a staff sign-out everywhere, the token's end): the same way forward as ending here.
  if (hasEnded) return <KioskEnded reason="This kiosk was ended elsewhere: its code no longer checks anyone in." />;

  const action = lock.direction === 'out' ? 'Check-out' : 'Check-in';
  return (
    <KioskFrame>
      <div className="flex w-full flex-col items-center gap-4 text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{lock.eventName}</p>
        <h1 className="text-3xl font-bold sm:text-4xl">
          {lock.sportName} · {action}
        </h1>
        <p className="text-lg text-slate-600">{lock.venue}</p>
        <div className="flex aspect-square w-[min(70vh,88vw)] items-center justify-center rounded-3xl border border-slate-200 bg-white p-4 shadow-sm">
          {code.data ? (
            <img src={svgSource(code.data.svg)} alt={`Attendance code for ${lock.sportName} at ${lock.venue}`} className="h-full w-full" />
          ) : (
            <p role="status" className="text-slate-500">
              {code.error ? 'Reconnecting…' : 'Loading code…'}
            </p>
          )}
        </div>
        <p className="text-base text-slate-700" aria-live="polite">
          {code.data ? `New code in ${secondsLeft} s. ` : ''}Open Attendance Scanner in the {siteName} menu and scan this code.
        </p>
      </div>
      <div className="absolute bottom-3 right-3 flex gap-2">
        {document.fullscreenEnabled && !isFullscreen && (
          <Button
            variant="bare"
            onClick={() => void document.documentElement.requestFullscreen().catch(() => undefined)}
            className="min-h-11 rounded-lg px-3 text-sm text-slate-500 hover:bg-slate-100"
          >
            Full screen
          </Button>
        )}
        <Button
          variant="bare"
          onClick={() => setEnding(true)}
          className="min-h-11 rounded-lg px-3 text-sm text-slate-500 hover:bg-slate-100"
        >
          End kiosk
        </Button>
      </div>
      {isEnding && <EndKioskDialog lock={lock} onCancel={() => setEnding(false)} onEnded={onEnded} />}
    </KioskFrame>
  );
}

/** Ending the kiosk: with its PIN where one was set; otherwise (or always) a staff sign-in. */
function EndKioskDialog({ lock, onCancel, onEnded }: { lock: KioskLock; onCancel: () => void; onEnded: () => void }) {
  const titleId = useId();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await endKioskWithPin(lock.kioskToken, pin);
      clearKioskLock();
      onEnded();
    } catch (failure) {
      setError(errorMessage(failure, { fallback: 'Could not end the kiosk. Try again.' }));
      setPin('');
    } finally {
      setBusy(false);
    }
  };

  return (
    // The UI kit's dialog, centred at every width (a native <dialog> sat in the top-left corner: the
    // CSS reset takes away its automatic margins; issue 30).
    <Dialog labelledBy={titleId} onDismiss={isBusy ? undefined : onCancel} className="max-w-sm p-6">
      <h2 id={titleId} className="text-lg font-bold">
        End kiosk
      </h2>
      {lock.hasPin ? (
        <form onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium">
            PIN set when the kiosk started
            <TextInput
              autoFocus
              value={pin}
              onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 8))}
              inputMode="numeric"
              autoComplete="off"
              type="password"
            />
          </label>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" disabled={isBusy || pin.length < 4}>
            {isBusy ? 'Ending…' : 'End kiosk'}
          </Button>
        </form>
      ) : (
        <p className="mt-3 text-sm text-slate-600">This kiosk has no PIN: a staff member must sign in to end it.</p>
      )}
      <div className="mt-4 flex items-center justify-between gap-3 text-sm">
        <Link to="/Login?redirect=/kiosk" className="font-medium text-brand-700 underline">
          Staff sign-in
        </Link>
        <Button variant="bare" onClick={onCancel} className="min-h-11 rounded-lg px-3 hover:bg-slate-100">
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
