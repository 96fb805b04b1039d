import { useMutation } from '@tanstack/react-query';
import { emptySuccessSchema } from '@podium/contracts/http/envelope';
import { deletionCodeAnswerSchema } from '@podium/contracts/privacy/account-deletion';
import { http } from '../../../lib/http-client';

/** `POST /customer/me/deletion-code`: a fresh deletion code by SMS to my own number. */
export function sendDeletionCode() {
  return http.post('/customer/me/deletion-code', {}, { schema: deletionCodeAnswerSchema });
}

/** `DELETE /customer/me`: deletes my account with the code from the deletion SMS. */
export function deleteMyAccount(code: string) {
  // The shared client marks only POST, PUT and PATCH bodies as JSON; this DELETE carries one.
  return http.delete('/customer/me', { body: { code }, headers: { 'content-type': 'application/json' }, schema: emptySuccessSchema });
}

export function useSendDeletionCode() {
  return useMutation({ mutationFn: sendDeletionCode });
}

export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount });
}
