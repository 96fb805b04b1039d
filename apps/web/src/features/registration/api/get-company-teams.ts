import { useQuery } from '@tanstack/react-query';
import type { CompanyTeam } from '@podium/contracts/registrations/registration';
import { http } from '../../../lib/http-client';

/** My company's teams at an event (to join with the code a team-mate shares). */
export async function getCompanyTeams(eventId: number): Promise<CompanyTeam[]> {
  return (await http.get<{ data: CompanyTeam[] }>(`/customer/events/${eventId}/company-teams`)).data;
}

export function useCompanyTeams(eventId: number | undefined) {
  return useQuery({ queryKey: ['company-teams', eventId], queryFn: () => getCompanyTeams(eventId!), enabled: Boolean(eventId) });
}
