import { useCallback, useEffect, useRef, useState } from 'react';
import { parseAttendancePayload, type AttendancePayload } from '@podium/contracts/check-in/attendance-payload';
import type { VerifyCheckInRequest } from '@podium/contracts/check-in/verify-check-in';
import { MESSAGES } from '@podium/contracts/messages';
import { toast } from '../../../components/ui/toaster';
import { readAuthToken } from '../../../lib/auth-token';
import { readCachedUser } from '../../../lib/auth/cached-user';
import { installOffer } from '../../../lib/install-offer';
import { CheckInError, verifyCheckIn, type CheckInResult } from '../api/verify-check-in';
import { enqueueScan, listQueuedScans, useOfflineRetry } from '../../../lib/offline';
import { sendQueuedScans, type SentScan } from '../offline/send-queued-scans';

/** Modal states (spec section 4): idle → scanning → processing → success | error, or saved (queued offline). */
export type CheckInPhase =
  | { name: 'idle' }
  | { name: 'scanning' }
  | { name: 'processing' }
  /** `queued`: the answer of a scan sent from the offline queue (a visitor's choice then travels as offline too). */
  /** `confirmError`: the visitor's category confirm failed; the picker stays with the choice, to confirm again. */
  | {
      name: 'success';
      result: CheckInResult;
      code: AttendancePayload;
      isConfirming: boolean;
      queued?: { scannedAt: string };
      confirmError?: string;
    }
  /** `saved`: what was kept, said back (sport when the phone knows it, venue, time of the scan). */
  | { name: 'saved'; waiting: number; sportName?: string; venue: string; scannedAt: string }
  | { name: 'error'; message: string };

/** Spec section 7: a single visitor category is sent with the venue fixed to 'visitor'. */
const VISITOR_VENUE = 'visitor';

function device(): string {
  return navigator.userAgent.slice(0, 200);
}

function codeFields(code: AttendancePayload): Pick<VerifyCheckInRequest, 'direction' | 'codeStep' | 'codeSignature'> {
  return {
    ...(code.direction === 'out' ? { direction: 'out' as const } : {}),
    ...(code.step !== undefined ? { codeStep: code.step, codeSignature: code.signature } : {}),
  };
}

const readCachedPersonId = () => readCachedUser()?.id;

const isNetworkFailure = (error: unknown) => error instanceof CheckInError && error.isNetworkFailure;

/** The attendance flow behind the scanner modal: read the code, check in, choose visitor categories, queue offline. */
export function useAttendanceCheckIn() {
  const [phase, setPhase] = useState<CheckInPhase>({ name: 'idle' });
  const phaseRef = useRef(phase);
  useEffect(() => {
    phaseRef.current = phase;
    // An attendance the server recorded (not a visitor still choosing, not a scan only queued):
    // from now on the avatar menu may offer to install the app.
    if (phase.name === 'success' && phase.result.items.length > 0) installOffer.rememberCheckIn();
  }, [phase]);

  // Opening an open scanner changes nothing: a second 'open' (a repeated menu event) must not
  // throw away a result on screen and scan the same code again (a clean-clone run showed
  // 'Already Checked In' for a first scan that way).
  const open = useCallback(() => setPhase((current) => (current.name === 'idle' ? { name: 'scanning' } : current)), []);
  const close = useCallback(() => setPhase({ name: 'idle' }), []);
  const scanAnother = useCallback(() => setPhase({ name: 'scanning' }), []);

  /** Keeps the scan on the device and says so; false when it cannot be kept (no known person, no storage). */
  const queue = useCallback(async (code: AttendancePayload, body: VerifyCheckInRequest, scannedAt: string): Promise<boolean> => {
    const personId = readCachedUser()?.id;
    if (!personId || !body.scanId) return false;
    try {
      const queuedBody = { ...body, offline: true, scannedAt };
      await enqueueScan({ scanId: body.scanId, personId, code, body: queuedBody, scannedAtMs: Date.parse(scannedAt) });
      setPhase({
        name: 'saved',
        waiting: (await listQueuedScans(personId)).length,
        // Loaded when needed: the scanner is on every page's first load, where /Login has no bytes to spare.
        sportName: (await import('../offline/saved-sport-name')).findSavedSportName(code.eventId, code.sportId),
        venue: code.venue,
        scannedAt,
      });
      return true;
    } catch (error) {
      console.error('could not queue the scan', error);
      return false;
    }
  }, []);

  /** Sends a scan; without network it is queued instead. */
  const send = useCallback(
    async (code: AttendancePayload, body: VerifyCheckInRequest, scannedAt: string, fallback: string, serverFailure: string) => {
      if (!navigator.onLine && (await queue(code, body, scannedAt))) return undefined;
      try {
        return await verifyCheckIn(body, fallback, serverFailure);
      } catch (error) {
        if (isNetworkFailure(error) && (await queue(code, body, scannedAt))) return undefined;
        throw error;
      }
    },
    [queue],
  );

  const onScanned = useCallback(
    async (text: string) => {
      setPhase({ name: 'processing' });
      if (!readAuthToken()) return setPhase({ name: 'error', message: MESSAGES.checkIn.noToken });
      const parsed = parseAttendancePayload(text);
      if (!parsed.ok) return setPhase({ name: 'error', message: parsed.message });
      const code = parsed.payload;
      const body: VerifyCheckInRequest = {
        eventId: code.eventId,
        sportId: code.sportId,
        venue: code.venue,
        scanId: crypto.randomUUID(),
        device: device(),
        ...codeFields(code),
      };
      try {
        const result = await send(code, body, new Date().toISOString(), MESSAGES.checkIn.failed, MESSAGES.checkIn.failed);
        if (result) setPhase({ name: 'success', result, code, isConfirming: false });
      } catch (error) {
        setPhase({ name: 'error', message: error instanceof Error && error.message ? error.message : MESSAGES.checkIn.failed });
      }
    },
    [send],
  );

  /** The visitor's second call: one attendance per chosen category. */
  const confirmCategories = useCallback(
    async (eventSportCategoryIds: number[]) => {
      if (phase.name !== 'success' || eventSportCategoryIds.length === 0 || phase.isConfirming) return;
      const { code, queued } = phase;
      setPhase({ ...phase, isConfirming: true, confirmError: undefined });
      const isSingle = eventSportCategoryIds.length === 1;
      const fallback = isSingle ? MESSAGES.checkIn.visitorMarkFailed : MESSAGES.checkIn.visitorMultiFailed;
      const choice: VerifyCheckInRequest = isSingle
        ? {
            eventId: code.eventId,
            sportId: code.sportId,
            venue: VISITOR_VENUE,
            eventSportCategoryId: eventSportCategoryIds[0],
            isVisitor: true,
          }
        : { eventId: code.eventId, sportId: code.sportId, venue: code.venue, eventSportCategoryIds, isVisitor: true };
      // The choice after a queued scan carries the queued scan's code and time: a rotating code may have expired meanwhile.
      const body: VerifyCheckInRequest = {
        ...choice,
        scanId: crypto.randomUUID(),
        device: device(),
        ...codeFields(code),
        ...(queued ? { offline: true, scannedAt: queued.scannedAt } : {}),
      };
      try {
        const result = await send(code, body, queued?.scannedAt ?? new Date().toISOString(), fallback, MESSAGES.checkIn.visitorFailed);
        if (result) setPhase({ name: 'success', result: { ...result, availableCategories: [] }, code, isConfirming: false });
      } catch (error) {
        // The description only logs a failed confirm; a person then had to scan again. The picker
        // stays, with the choice, and says what went wrong, so one tap confirms again.
        console.error('visitor check-in failed', error);
        const message = error instanceof CheckInError ? error.message : fallback;
        setPhase({ ...phase, isConfirming: false, confirmError: message });
      }
    },
    [phase, send],
  );

  /** A queued scan answered: a toast for a check-in, the category picker for a visitor (as online). */
  const onQueuedScanSent = useCallback((sent: SentScan) => {
    if ('error' in sent) {
      toast.error(`Check-in not accepted: ${sent.error.message}`);
      return;
    }
    const { result } = sent;
    const needsCategories = result.availableCategories.length > 0 && result.items.length === 0;
    const isBusy = ['scanning', 'processing', 'success'].includes(phaseRef.current.name);
    if (needsCategories && !isBusy) {
      const scannedAt = sent.scan.body.scannedAt ?? new Date(sent.scan.scannedAtMs).toISOString();
      setPhase({ name: 'success', result, code: sent.scan.code, isConfirming: false, queued: { scannedAt } });
      return;
    }
    if (result.items.length > 0) installOffer.rememberCheckIn();
    const sport = result.items[0]?.sportName ?? result.availableCategories[0]?.sportName ?? '';
    toast.success(needsCategories ? `Check-in sent: ${sport}. Scan the code again to choose your category.` : `Check-in sent: ${sport}`);
  }, []);
  useOfflineRetry(
    readCachedPersonId,
    useCallback((personId: number) => sendQueuedScans(personId, onQueuedScanSent), [onQueuedScanSent]),
  );

  return { phase, open, close, scanAnother, onScanned, confirmCategories };
}
