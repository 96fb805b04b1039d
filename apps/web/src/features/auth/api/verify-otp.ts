import type { VerifyOtpAnswer, VerifyOtpRequest } from '@podium/contracts/auth/verify-otp';
import { http } from '../../../lib/http-client';

/**
 * `POST /customer/verifyOtp`: a token, an MFA challenge, or the details still missing. The schema
 * (and Zod) load once the answer is in: this step is part of /Login, whose first load has no room for them.
 */
export function verifyOtp(request: VerifyOtpRequest): Promise<VerifyOtpAnswer> {
  return http.post('/customer/verifyOtp', request, {
    schema: () => import('@podium/contracts/auth/verify-otp').then((contract) => contract.verifyOtpAnswerSchema),
  });
}
