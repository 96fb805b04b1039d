import { queryOptions, useQuery } from '@tanstack/react-query';
import { qrCodeAnswerSchema } from '@podium/contracts/auth/profile';
import { http } from '../../../lib/http-client';

export const QR_CODE_QUERY_KEY = ['profile', 'qr-code'] as const;

/** `GET /customer/qr-code`: the personal QR alone (spec section 7, the fallback when the profile has none). */
export async function getQrCode(): Promise<string> {
  return (await http.get('/customer/qr-code', { schema: qrCodeAnswerSchema })).data.qrCode;
}

export const qrCodeQueryOptions = queryOptions({ queryKey: QR_CODE_QUERY_KEY, queryFn: getQrCode, staleTime: 5 * 60_000 });

/**
 * The personal QR to show: the profile's, else (a cached user from before, or a profile answer
 * without one) the separate QR call. Its failure is only logged (spec section 8): the page says
 * the code is loading and the Renew button still works.
 */
export function usePersonalQrCode(profileQrCode: string | undefined, isSignedIn: boolean): string | undefined {
  const fallback = useQuery({ ...qrCodeQueryOptions, enabled: isSignedIn && !profileQrCode, retry: 1 });
  if (fallback.error) console.warn('could not load the QR code', fallback.error);
  return profileQrCode || fallback.data;
}
