import { useQuery } from '@tanstack/react-query';
import { companyTeamSchema, type CompanyTeam } from '@podium/contracts/registrations/registration';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { registrationKeys } from './query-keys';

const companyTeamsAnswer = successEnvelope(companyTeamSchema.array());

/** My company's teams at an event (to join with the code a team-mate shares). */
export async function getCompanyTeams(eventId: number): Promise<CompanyTeam[]> {
  return (await http.get(`/customer/events/${eventId}/company-teams`, { schema: companyTeamsAnswer })).data;
}

export function useCompanyTeams(eventId: number | undefined) {
  return useQuery({
    queryKey: registrationKeys.companyTeams(eventId),
    queryFn: () => getCompanyTeams(eventId!),
    enabled: Boolean(eventId),
  });
}
