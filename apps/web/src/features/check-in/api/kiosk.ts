import { queryOptions, useQuery } from '@tanstack/react-query';
import { rotatingCodeSchema } from '@podium/contracts/check-in/checkin-codes';
import { kioskEndedDataSchema, kioskSessionSchema, type KioskSession, type StartKioskBody } from '@podium/contracts/check-in/kiosk';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { checkInKeys } from './query-keys';

const kioskSessionAnswer = successEnvelope(kioskSessionSchema);
const rotatingCodeAnswer = successEnvelope(rotatingCodeSchema);
const kioskEndedAnswer = successEnvelope(kioskEndedDataSchema);

/** POST /api/staff/kiosk-sessions (staff): lock this device into one rotating code. */
export async function startKiosk(body: StartKioskBody): Promise<KioskSession> {
  return (await http.post('/staff/kiosk-sessions', body, { schema: kioskSessionAnswer })).data;
}

/** POST /api/staff/kiosk-sessions/end (staff signed in on the device). */
export async function endKioskAsStaff(kioskToken: string): Promise<void> {
  await http.post('/staff/kiosk-sessions/end', { kioskToken }, { schema: kioskEndedAnswer });
}

const kioskAuthorization = (kioskToken: string) => ({ authorization: `Bearer ${kioskToken}` });

/** POST /api/kiosk/end with the PIN set at start (kiosk token). */
export async function endKioskWithPin(kioskToken: string, pin: string): Promise<void> {
  await http.post('/kiosk/end', { pin }, { headers: kioskAuthorization(kioskToken), schema: kioskEndedAnswer });
}

/** The locked kiosk's current code; refetched when its 30 s step ends. */
export function useKioskCode(kioskToken: string) {
  return useQuery(
    queryOptions({
      queryKey: checkInKeys.kioskCode(kioskToken),
      queryFn: async () => (await http.get('/kiosk/code', { headers: kioskAuthorization(kioskToken), schema: rotatingCodeAnswer })).data,
      staleTime: 0,
      retry: (failures, error) => failures < 3 && !(error instanceof Error && 'status' in error && error.status === 401),
      refetchInterval: (query) => {
        const refreshAt = query.state.data?.refreshAt;
        const waitMs = refreshAt ? new Date(refreshAt).getTime() - Date.now() + 250 : 5_000;
        return Math.min(Math.max(waitMs, 1_000), 30_000);
      },
    }),
  );
}
