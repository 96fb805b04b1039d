import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisableAnswer, RegenerateRecoveryCodesAnswer } from '@podium/contracts/mfa/mfa-manage';
import type { InitiateSetupAnswer, SkipSetupAnswer, VerifySetupAnswer } from '@podium/contracts/mfa/mfa-setup';
import { http } from '../../../lib/http-client';

export const initiateSetup = () => http.post<InitiateSetupAnswer>('/mfa/initiate-setup');
export const verifySetup = (totpCode: string) => http.post<VerifySetupAnswer>('/mfa/verify-setup', { totpCode });
export const skipSetup = () => http.post<SkipSetupAnswer>('/mfa/skip-setup');
export const disableMfa = (totpCode: string) => http.post<DisableAnswer>('/mfa/disable', { totpCode });
export const regenerateRecoveryCodes = (totpCode: string) =>
  http.post<RegenerateRecoveryCodesAnswer>('/mfa/recovery-codes/regenerate', { totpCode });

/** Every MFA change refreshes the status and the security log. */
function useMfaMutation<TVariables, TAnswer>(call: (variables: TVariables) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: ['mfa'] }) });
}

export const useInitiateSetup = () => useMfaMutation(initiateSetup);
export const useVerifySetup = () => useMfaMutation(verifySetup);
export const useSkipSetup = () => useMfaMutation(skipSetup);
export const useDisableMfa = () => useMfaMutation(disableMfa);
export const useRegenerateRecoveryCodes = () => useMfaMutation(regenerateRecoveryCodes);
