import { formatAttendancePayload } from '@podium/contracts/check-in/attendance-payload';
import { ROTATING_CODE_STEP_SECONDS, type RotatingCode } from '@podium/contracts/check-in/checkin-codes';
import { renderQrSvg } from '../../platform/qr/qr-image';
import { codeStepAt, signCode } from './rotating-code';

/**
 * The signed attendance code of one sport and venue for the 30 s step holding `now`, with its
 * drawing and when the next one is due. Shared by the staff kiosk route and the locked kiosk.
 */
export async function currentRotatingCode(
  event: { id: number; codeSecret: string },
  place: { sportId: number; sportName: string; venue: string },
  direction: 'in' | 'out',
  now: Date,
): Promise<RotatingCode> {
  const step = codeStepAt(now);
  const fields = { eventId: event.id, sportId: place.sportId, venue: place.venue, direction };
  const payload = formatAttendancePayload({ ...fields, step, signature: signCode(event.codeSecret, fields, step) });
  return {
    ...fields,
    sportName: place.sportName,
    payload,
    svg: await renderQrSvg(payload),
    step,
    refreshAt: new Date((step + 1) * ROTATING_CODE_STEP_SECONDS * 1000).toISOString(),
    stepSeconds: ROTATING_CODE_STEP_SECONDS,
  };
}
