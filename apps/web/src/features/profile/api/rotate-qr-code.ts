import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { memberKeys } from '../../../lib/member-query-keys';

interface RotateQrCodeAnswer {
  message: string;
  data: { qrCode: string };
}

/** `POST /customer/qr-code/rotate`: a new personal QR code (the old one stops working); the profile is read again. */
export async function rotateQrCode(): Promise<RotateQrCodeAnswer> {
  return http.post<RotateQrCodeAnswer>('/customer/qr-code/rotate');
}

export function useRotateQrCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateQrCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.profile }),
  });
}
