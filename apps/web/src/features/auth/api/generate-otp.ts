import type { GenerateOtpAnswer, GenerateOtpRequest } from '@podium/contracts/auth/generate-otp';
import { http } from '../../../lib/http-client';

/** `POST /customer/generateOtp`: sends the code by SMS. */
export function generateOtp(request: GenerateOtpRequest): Promise<GenerateOtpAnswer> {
  return http.post<GenerateOtpAnswer>('/customer/generateOtp', request);
}
