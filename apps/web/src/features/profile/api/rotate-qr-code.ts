import { useMutation, useQueryClient } from '@tanstack/react-query';
import { qrCodeAnswerSchema, type QrCodeAnswer } from '@podium/contracts/auth/profile';
import { http } from '../../../lib/http-client';
import { memberKeys } from '../../../lib/member-query-keys';

/** `POST /customer/qr-code/rotate`: a new personal QR code (the old one stops working); the profile is read again. */
export async function rotateQrCode(): Promise<QrCodeAnswer> {
  return http.post('/customer/qr-code/rotate', undefined, { schema: qrCodeAnswerSchema });
}

export function useRotateQrCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateQrCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.profile }),
  });
}
