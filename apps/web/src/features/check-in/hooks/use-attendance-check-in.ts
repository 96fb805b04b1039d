import { useCallback, useState } from 'react';
import { parseAttendancePayload, type AttendancePayload } from '@podium/contracts/check-in/attendance-payload';
import type { VerifyCheckInRequest } from '@podium/contracts/check-in/verify-check-in';
import { MESSAGES } from '@podium/contracts/messages';
import { readAuthToken } from '../../../lib/auth-token';
import { verifyCheckIn, type CheckInResult } from '../api/verify-check-in';

/** Modal states (spec section 4): idle → scanning → processing → success | error. */
export type CheckInPhase =
  | { name: 'idle' }
  | { name: 'scanning' }
  | { name: 'processing' }
  | { name: 'success'; result: CheckInResult; code: AttendancePayload; isConfirming: boolean }
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

/** The attendance flow behind the scanner modal: read the code, check in, choose visitor categories. */
export function useAttendanceCheckIn() {
  const [phase, setPhase] = useState<CheckInPhase>({ name: 'idle' });

  const open = useCallback(() => setPhase({ name: 'scanning' }), []);
  const close = useCallback(() => setPhase({ name: 'idle' }), []);
  const scanAnother = useCallback(() => setPhase({ name: 'scanning' }), []);

  const onScanned = useCallback(async (text: string) => {
    setPhase({ name: 'processing' });
    if (!readAuthToken()) return setPhase({ name: 'error', message: MESSAGES.checkIn.noToken });
    const parsed = parseAttendancePayload(text);
    if (!parsed.ok) return setPhase({ name: 'error', message: parsed.message });
    const code = parsed.payload;
    try {
      const result = await verifyCheckIn({
        eventId: code.eventId,
        sportId: code.sportId,
        venue: code.venue,
        scanId: crypto.randomUUID(),
        device: device(),
        ...codeFields(code),
      });
      setPhase({ name: 'success', result, code, isConfirming: false });
    } catch (error) {
      setPhase({ name: 'error', message: error instanceof Error && error.message ? error.message : MESSAGES.checkIn.failed });
    }
  }, []);

  /** The visitor's second call: one attendance per chosen category. */
  const confirmCategories = useCallback(
    async (eventSportCategoryIds: number[]) => {
      if (phase.name !== 'success' || eventSportCategoryIds.length === 0 || phase.isConfirming) return;
      const { code } = phase;
      setPhase({ ...phase, isConfirming: true });
      const isSingle = eventSportCategoryIds.length === 1;
      const fallback = isSingle ? MESSAGES.checkIn.visitorMarkFailed : MESSAGES.checkIn.visitorMultiFailed;
      const body: VerifyCheckInRequest = isSingle
        ? {
            eventId: code.eventId,
            sportId: code.sportId,
            venue: VISITOR_VENUE,
            eventSportCategoryId: eventSportCategoryIds[0],
            isVisitor: true,
          }
        : { eventId: code.eventId, sportId: code.sportId, venue: code.venue, eventSportCategoryIds, isVisitor: true };
      try {
        const result = await verifyCheckIn(
          { ...body, scanId: crypto.randomUUID(), device: device(), ...codeFields(code) },
          MESSAGES.checkIn.visitorFailed,
        );
        setPhase({ name: 'success', result: { ...result, availableCategories: [] }, code, isConfirming: false });
      } catch (error) {
        console.error('visitor check-in failed', error);
        setPhase({ name: 'error', message: error instanceof Error && error.message ? error.message : fallback });
      }
    },
    [phase],
  );

  return { phase, open, close, scanAnother, onScanned, confirmCategories };
}
