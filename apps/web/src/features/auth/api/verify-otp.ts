import type { VerifyOtpAnswer, VerifyOtpRequest } from '@podium/contracts/auth/verify-otp';
import { http } from '../../../lib/http-client';

/** `POST /customer/verifyOtp`: a token, an MFA challenge, or the details still missing. */
export function verifyOtp(request: VerifyOtpRequest): Promise<VerifyOtpAnswer> {
  return http.post<VerifyOtpAnswer>('/customer/verifyOtp', request);
}
