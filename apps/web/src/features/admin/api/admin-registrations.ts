import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRegistration, AdminTeam, ImportResult } from '@podium/contracts/admin/admin-registrations';
import { http } from '../../../lib/http-client';

export interface RegistrationFilters {
  status?: 'pending' | 'confirmed' | 'withdrawn';
  search?: string;
}

const registrationsKey = (eventId: number) => ['admin', 'registrations', eventId] as const;

export const useAdminRegistrations = (eventId: number, filters: RegistrationFilters) =>
  useQuery({
    queryKey: [...registrationsKey(eventId), filters],
    queryFn: async () =>
      (
        await http.get<{ data: AdminRegistration[] }>(`/admin/events/${eventId}/registrations`, {
          query: { status: filters.status, search: filters.search && filters.search.length >= 2 ? filters.search : undefined },
        })
      ).data,
    enabled: eventId > 0,
    retry: false,
  });

export const useAdminTeams = (eventId: number) =>
  useQuery({
    queryKey: [...registrationsKey(eventId), 'teams'],
    queryFn: async () => (await http.get<{ data: AdminTeam[] }>(`/admin/events/${eventId}/teams`)).data,
    enabled: eventId > 0,
    retry: false,
  });

/** Approve, withdraw or move one registration; the lists reload after. */
export function useRegistrationChange(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      registrationId,
      action,
      teamId,
    }: {
      registrationId: number;
      action: 'approve' | 'withdraw' | 'move';
      teamId?: number;
    }) =>
      http.post<{ data: AdminRegistration; message: string }>(
        `/admin/events/${eventId}/registrations/${registrationId}/${action}`,
        action === 'move' ? { teamId } : undefined,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: registrationsKey(eventId) }),
  });
}

/** The CSV import: a dry run previews; the real run writes everything or nothing. */
export function useImportRegistrations(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { csv: string; dryRun: boolean }) =>
      http.post<{ data: ImportResult; message: string }>(`/admin/events/${eventId}/registrations/import`, input),
    onSuccess: (answer) => {
      if (answer.data.written) void client.invalidateQueries({ queryKey: registrationsKey(eventId) });
    },
  });
}
