import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DisableAnswer, RegenerateRecoveryCodesAnswer } from '@podium/contracts/mfa/mfa-manage';
import type { InitiateSetupAnswer, SkipSetupAnswer, VerifySetupAnswer } from '@podium/contracts/mfa/mfa-setup';
import { http } from '../../../lib/http-client';
import { storeMfaSession } from '../mfa-session';

export const initiateSetup = () => http.post<InitiateSetupAnswer>('/mfa/initiate-setup');
export const verifySetup = (totpCode: string) => http.post<VerifySetupAnswer>('/mfa/verify-setup', { totpCode });
export const skipSetup = () => http.post<SkipSetupAnswer>('/mfa/skip-setup');
export const disableMfa = (totpCode: string) => http.post<DisableAnswer>('/mfa/disable', { totpCode });
export const regenerateRecoveryCodes = (totpCode: string) =>
  http.post<RegenerateRecoveryCodesAnswer>('/mfa/recovery-codes/regenerate', { totpCode });

/**
 * Every MFA change refreshes the status and the security log. Not awaited: the caller's own
 * callbacks must run before a refreshed status swaps the component that started the change.
 */
function refreshMfa(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['mfa'] });
}

function useMfaMutation<TVariables, TAnswer>(call: (variables: TVariables) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => refreshMfa(queryClient) });
}

export const useInitiateSetup = () => useMfaMutation(initiateSetup);
/**
 * Verifying setup renews the session: the new token is stored before anything refetches, since the
 * old one no longer works. No auth-changed event: a reload would lose the recovery codes on screen.
 */
export function useVerifySetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySetup,
    onSuccess: (answer) => storeMfaSession(answer.token, answer.user, { notify: false }),
    onSettled: () => refreshMfa(queryClient),
  });
}
export const useSkipSetup = () => useMfaMutation(skipSetup);
export const useDisableMfa = () => useMfaMutation(disableMfa);
export const useRegenerateRecoveryCodes = () => useMfaMutation(regenerateRecoveryCodes);
