import { useMutation } from '@tanstack/react-query';
import type { MfaSignedInAnswer, UseRecoveryCodeRequest, VerifyLoginMfaRequest } from '@podium/contracts/mfa/mfa-login';
import { http } from '../../../lib/http-client';

/** `POST /api/mfa/verify-login-mfa`: the second sign-in step with an authenticator code. */
export const verifyLoginMfa = (request: VerifyLoginMfaRequest) => http.post<MfaSignedInAnswer>('/mfa/verify-login-mfa', request);

/** `POST /api/mfa/use-recovery-code`: the second sign-in step with a recovery code (each works once). */
export const signInWithRecoveryCode = (request: UseRecoveryCodeRequest) => http.post<MfaSignedInAnswer>('/mfa/use-recovery-code', request);

export const useVerifyLoginMfa = () => useMutation({ mutationFn: verifyLoginMfa });
export const useRecoveryCodeSignIn = () => useMutation({ mutationFn: signInWithRecoveryCode });
