import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { disableAnswerSchema, regenerateRecoveryCodesAnswerSchema } from '@podium/contracts/mfa/mfa-manage';
import { initiateSetupAnswerSchema, skipSetupAnswerSchema, verifySetupAnswerSchema } from '@podium/contracts/mfa/mfa-setup';
import { http } from '../../../lib/http-client';
import { mfaKeys } from './query-keys';
import { storeMfaSession } from '../mfa-session';

export const initiateSetup = () => http.post('/mfa/initiate-setup', undefined, { schema: initiateSetupAnswerSchema });
export const verifySetup = (totpCode: string) => http.post('/mfa/verify-setup', { totpCode }, { schema: verifySetupAnswerSchema });
export const skipSetup = () => http.post('/mfa/skip-setup', undefined, { schema: skipSetupAnswerSchema });
export const disableMfa = (totpCode: string) => http.post('/mfa/disable', { totpCode }, { schema: disableAnswerSchema });
export const regenerateRecoveryCodes = (totpCode: string) =>
  http.post('/mfa/recovery-codes/regenerate', { totpCode }, { schema: regenerateRecoveryCodesAnswerSchema });

/**
 * Every MFA change refreshes the status and the security log. Not awaited: the caller's own
 * callbacks must run before a refreshed status swaps the component that started the change.
 */
function refreshMfa(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: mfaKeys.all });
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
