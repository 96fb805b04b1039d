import { useMemo, useState } from 'react';
import { ApiError } from '../../../lib/http-client';
import { openPosterPdf } from '../api/download-poster';
import { useCheckInCodes } from '../api/get-checkin-codes';
import { usePublicEvents } from '../api/get-public-events';
import { useRotatingCode } from '../api/get-rotating-code';
import { startKiosk } from '../api/kiosk';
import { useSecondsUntil } from '../hooks/use-seconds-until';
import type { KioskLock } from '../kiosk-lock';
import { errorMessage } from '../../../lib/error-messages';
import { BusyButton } from '../../../components/ui/busy-button';
import { NativeSelect } from '../../../components/ui/controls';
import { LockKioskSection } from './lock-kiosk-section';

function svgSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function refusalText(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return 'Please sign in with a staff account to open the kiosk.';
  if (error instanceof ApiError && error.status === 403) return 'Only event staff and admins can open the kiosk.';
  return error instanceof Error ? error.message : 'Something went wrong.';
}

/**
 * The staff kiosk: pick the event, sport and venue (and entry or exit), then the screen shows a
 * signed code that changes every 30 s; a photo of it stops working within a minute. Also prints
 * the plain codes of a venue as a PDF poster.
 */
export function CheckInKiosk({ onLock }: { onLock: (lock: KioskLock) => Promise<void> }) {
  const events = usePublicEvents();
  const [eventId, setEventId] = useState(0);
  const chosenEventId = eventId || events.data?.[0]?.id || 0;
  const codes = useCheckInCodes(chosenEventId);
  const [codeKey, setCodeKey] = useState('');
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const chosen = useMemo(
    () => codes.data?.find((code) => `${code.sportId}|${code.venue}` === codeKey) ?? codes.data?.[0],
    [codes.data, codeKey],
  );
  const target = chosen ? { eventId: chosen.eventId, sportId: chosen.sportId, venue: chosen.venue, direction } : undefined;
  const rotating = useRotatingCode(target);
  const secondsLeft = useSecondsUntil(rotating.data?.refreshAt);
  const [posterError, setPosterError] = useState<string | null>(null);
  const [pin, setPin] = useState('');
  const [lockError, setLockError] = useState<string | null>(null);
  const [isLocking, setLocking] = useState(false);

  const lockDevice = async () => {
    if (!target) return;
    // Full screen needs the click's user activation: ask before the network call.
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
    setLocking(true);
    setLockError(null);
    try {
      await onLock(await startKiosk({ ...target, ...(pin ? { pin } : {}) }));
    } catch (error) {
      setLockError(errorMessage(error, { fallback: refusalText(error) }));
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    } finally {
      setLocking(false);
    }
  };

  if (codes.error) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
        {refusalText(codes.error)}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Event</span>
          <NativeSelect value={chosenEventId} onChange={(event) => setEventId(Number(event.target.value))}>
            {events.data?.map((event) => (
              <option key={event.id} value={event.id}>
                {event.eventName}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Sport and venue</span>
          <NativeSelect value={chosen ? `${chosen.sportId}|${chosen.venue}` : ''} onChange={(event) => setCodeKey(event.target.value)}>
            {codes.data?.map((code) => (
              <option key={`${code.sportId}|${code.venue}`} value={`${code.sportId}|${code.venue}`}>
                {code.sportName} - {code.venue}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Code</span>
          <NativeSelect value={direction} onChange={(event) => setDirection(event.target.value as 'in' | 'out')}>
            <option value="in">Check-in (entry)</option>
            <option value="out">Check-out (exit)</option>
          </NativeSelect>
        </label>
      </div>
      {rotating.data ? (
        <figure className="mx-auto flex w-full max-w-md flex-col items-center gap-3 rounded-2xl border border-slate-200 p-6 text-center">
          <img
            src={svgSource(rotating.data.svg)}
            alt={`Attendance code for ${rotating.data.sportName} at ${rotating.data.venue}`}
            className="w-full"
          />
          <figcaption>
            <p className="text-xl font-bold">
              {rotating.data.sportName} - {direction === 'out' ? 'Check-out' : 'Check-in'}
            </p>
            <p className="text-slate-600">{rotating.data.venue}</p>
            <p className="mt-2 text-sm text-slate-500" aria-live="polite">
              New code in {secondsLeft} s. Open Attendance Scanner in the menu and scan this code.
            </p>
          </figcaption>
        </figure>
      ) : rotating.error ? (
        <p role="alert" className="text-red-700">
          {refusalText(rotating.error)}
        </p>
      ) : (
        <p role="status">Loading code...</p>
      )}
      {chosen ? (
        <LockKioskSection pin={pin} onPinChange={setPin} isLocking={isLocking} lockError={lockError} onStart={() => void lockDevice()} />
      ) : null}
      {chosen ? (
        <div className="flex flex-col items-center gap-2">
          <BusyButton
            busyText="Preparing poster..."
            onAction={() => {
              setPosterError(null);
              return openPosterPdf(chosen.eventId, chosen.venue, direction);
            }}
            onError={(error) => setPosterError(refusalText(error))}
          >
            Print poster of {chosen.venue} (plain codes)
          </BusyButton>
          {posterError ? (
            <p role="alert" className="text-sm text-red-700">
              {posterError}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
