import { useMemo, useState, type ReactNode } from 'react';
import type { StaffCategory } from '@podium/contracts/staff/staff-events';
import type { StaffScanResult } from '@podium/contracts/staff/staff-scan';
import { useStaffScan } from '../api/staff-check-ins';
import { isNetworkFailure, queueStaffScan, useStaffScanQueue } from '../hooks/use-staff-scan-queue';
import { errorMessage } from '../../../lib/error-messages';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/controls';

/** The camera, supplied by the page (the check-in feature's widget): runs while `active`, reports the first code read. */
export type RenderCamera = (props: { active: boolean; onDecode: (text: string) => void }) => ReactNode;

type Outcome =
  | { kind: 'done'; message: string; result: StaffScanResult }
  | { kind: 'refused'; message: string }
  /** Kept on the phone without network (issue 13): `waiting` scans to send. */
  | { kind: 'saved'; waiting: number };

/**
 * Staff scanning: choose the sport and venue (and the category for visitors), then read a person's
 * personal QR code; they are checked in there as a participant when registered, else as a visitor.
 */
export function StaffScanner({
  eventId,
  categories,
  renderCamera,
}: {
  eventId: number;
  categories: StaffCategory[];
  renderCamera: RenderCamera;
}) {
  const places = useMemo(() => {
    const seen = new Map<string, { sportId: number; venueId: number; label: string }>();
    for (const category of categories) {
      const key = `${category.sportId}|${category.venueId}`;
      if (!seen.has(key))
        seen.set(key, { sportId: category.sportId, venueId: category.venueId, label: `${category.sportName} at ${category.venueName}` });
    }
    return [...seen.entries()];
  }, [categories]);
  const [placeKey, setPlaceKey] = useState('');
  const chosenKey = placeKey || places[0]?.[0] || '';
  const place = places.find(([key]) => key === chosenKey)?.[1];
  const here = categories.filter((category) => place && category.sportId === place.sportId && category.venueId === place.venueId);
  const [visitorCategory, setVisitorCategory] = useState(0);
  const visitorCategoryId = here.some((category) => category.id === visitorCategory) ? visitorCategory : here[0]?.id;
  const [isScanning, setScanning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const scan = useStaffScan();
  useStaffScanQueue();

  const onDecode = async (code: string) => {
    setScanning(false);
    if (!place) return;
    const body = { code, eventId, sportId: place.sportId, venueId: place.venueId, eventSportCategoryId: visitorCategoryId };
    const queue = async () => {
      const waiting = await queueStaffScan(body);
      if (waiting !== undefined) setOutcome({ kind: 'saved', waiting });
      return waiting !== undefined;
    };
    if (!navigator.onLine && (await queue())) return;
    scan.mutate(body, {
      onSuccess: (answer) => setOutcome({ kind: 'done', message: answer.message, result: answer.data }),
      onError: async (error) => {
        if (isNetworkFailure(error) && (await queue())) return;
        setOutcome({ kind: 'refused', message: errorMessage(error, { fallback: 'Scan failed.' }) });
      },
    });
  };

  return (
    <section aria-labelledby="staff-scanner" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="staff-scanner" className="text-lg font-semibold">
        Staff scanner
      </h2>
      <p className="text-sm text-slate-600">Scan the personal QR code a person shows from their profile.</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          <span>Sport and venue</span>
          <NativeSelect value={chosenKey} onChange={(event) => setPlaceKey(event.target.value)}>
            {places.map(([key, value]) => (
              <option key={key} value={key}>
                {value.label}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          <span>Category for visitors</span>
          <NativeSelect value={visitorCategoryId ?? ''} onChange={(event) => setVisitorCategory(Number(event.target.value))}>
            {here.map((category) => (
              <option key={category.id} value={category.id}>
                {category.categoryName}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      <div className="mt-3">
        {isScanning ? (
          <>
            {renderCamera({ active: isScanning, onDecode: (text) => void onDecode(text) })}
            <Button variant="secondary" onClick={() => setScanning(false)} className="mt-2">
              Stop scanning
            </Button>
          </>
        ) : (
          <Button
            disabled={!place || scan.isPending}
            onClick={() => {
              setOutcome(undefined);
              setScanning(true);
            }}
          >
            {outcome ? 'Scan next person' : 'Start scanning'}
          </Button>
        )}
      </div>
      {outcome?.kind === 'done' ? (
        <div role="status" className="mt-3 rounded-lg bg-green-50 p-3 text-sm text-green-900">
          <p className="font-semibold">{outcome.message}</p>
          <p>
            {outcome.result.results[0]?.person.name ?? 'Person'} · {outcome.result.userType}
          </p>
          <ul>
            {outcome.result.results.map((row) => (
              <li key={row.record.id}>
                {row.record.sportName} {row.record.categoryName} at {row.record.venueName}
                {row.isNew ? '' : ' (already checked in)'}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {outcome?.kind === 'saved' ? (
        <div role="status" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">Check-in Saved</p>
          <p>You are offline. We will send your check-in as soon as you are back online.</p>
          <p data-testid="staff-queued-count">
            {outcome.waiting === 1 ? '1 check-in is waiting to be sent.' : `${outcome.waiting} check-ins are waiting to be sent.`}
          </p>
        </div>
      ) : null}
      {outcome?.kind === 'refused' ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {outcome.message}
        </p>
      ) : null}
    </section>
  );
}
