import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { emptySuccessSchema, successEnvelope } from '@podium/contracts/http/envelope';
import { registerAnswerDataSchema } from '@podium/contracts/registrations/registration';
import { teamInviteLinkSchema, teamInvitePreviewSchema } from '@podium/contracts/registrations/team-invite';
import { http } from '../../../lib/http-client';
import { memberKeys } from '../../../lib/member-query-keys';
import { registrationKeys } from './query-keys';

const previewAnswer = successEnvelope(teamInvitePreviewSchema);
const linkAnswer = successEnvelope(teamInviteLinkSchema);
const joinAnswer = successEnvelope(registerAnswerDataSchema);

/** `GET /customer/team-invites/{code}`: what an invite link opens (read once: each read counts against the lookup limit). */
export function useTeamInvitePreview(inviteCode: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: registrationKeys.teamInvite(inviteCode),
    queryFn: async () => (await http.get(`/customer/team-invites/${encodeURIComponent(inviteCode)}`, { schema: previewAnswer })).data,
    enabled: options.enabled,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** `POST /customer/team-invites/{code}/join`; afterwards my registrations, orders and the event's places are read again. */
export function useJoinTeamByInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteCode: string) =>
      http.post(`/customer/team-invites/${encodeURIComponent(inviteCode)}/join`, undefined, { schema: joinAnswer }),
    onSuccess: (_answer, inviteCode) => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.registrations });
      void queryClient.invalidateQueries({ queryKey: memberKeys.orders });
      void queryClient.invalidateQueries({ queryKey: memberKeys.profile });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.catalogues });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.teamInvite(inviteCode) });
    },
  });
}

/** `GET /customer/teams/{teamId}/invite`: the team's invite link, fetched when the member opens the invite panel. */
export function useTeamInviteLink(teamId: number, options: { enabled: boolean }) {
  return useQuery({
    queryKey: registrationKeys.teamInviteLink(teamId),
    queryFn: async () => (await http.get(`/customer/teams/${teamId}/invite`, { schema: linkAnswer })).data,
    enabled: options.enabled,
    staleTime: Infinity,
  });
}

/** `DELETE /customer/teams/{teamId}/members/{registrationId}`: the captain takes a member off the team. */
export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { teamId: number; registrationId: number }) =>
      http.delete(`/customer/teams/${input.teamId}/members/${input.registrationId}`, { schema: emptySuccessSchema }),
    onSettled: (_answer, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.registrations }),
        // A removal replaces the team's link (the removed member's copy stops working): read the new one.
        queryClient.invalidateQueries({ queryKey: registrationKeys.teamInviteLink(input.teamId) }),
      ]),
  });
}
