import { useMutation } from '@tanstack/react-query';
import type { UseRecoveryCodeRequest, VerifyLoginMfaRequest } from '@podium/contracts/mfa/mfa-login';
import { http } from '../../../lib/http-client';

/** The answer's schema (and Zod) load once the answer is in: the MFA step is part of /Login, whose first load has no room for them. */
const loadSignedInSchema = () => import('@podium/contracts/mfa/mfa-login').then((contract) => contract.mfaSignedInAnswerSchema);

/** `POST /api/mfa/verify-login-mfa`: the second sign-in step with an authenticator code. */
export const verifyLoginMfa = (request: VerifyLoginMfaRequest) =>
  http.post('/mfa/verify-login-mfa', request, { schema: loadSignedInSchema });

/** `POST /api/mfa/use-recovery-code`: the second sign-in step with a recovery code (each works once). */
export const signInWithRecoveryCode = (request: UseRecoveryCodeRequest) =>
  http.post('/mfa/use-recovery-code', request, { schema: loadSignedInSchema });

export const useVerifyLoginMfa = () => useMutation({ mutationFn: verifyLoginMfa });
export const useRecoveryCodeSignIn = () => useMutation({ mutationFn: signInWithRecoveryCode });
