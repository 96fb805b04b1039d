import type { GenerateOtpAnswer, GenerateOtpRequest } from '@podium/contracts/auth/generate-otp';
import { http } from '../../../lib/http-client';

/** A 2xx answer that says `success: false`: no code was sent, and the server gave no code a person can act on. */
export class OtpNotSentError extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'OTP not sent');
    this.name = 'OtpNotSentError';
  }
}

/** `POST /customer/generateOtp`: sends the code by SMS. */
export async function generateOtp(request: GenerateOtpRequest): Promise<GenerateOtpAnswer> {
  const answer = await http.post<GenerateOtpAnswer | { success: false; message?: string }>('/customer/generateOtp', request);
  if (answer.success !== true) throw new OtpNotSentError(typeof answer.message === 'string' ? answer.message : undefined);
  return answer;
}
