import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminRegistrationSchema,
  adminTeamSchema,
  adminWaitlistEntrySchema,
  importResultSchema,
} from '@podium/contracts/admin/admin-registrations';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { adminKeys } from './query-keys';

const registrationsAnswer = successEnvelope(adminRegistrationSchema.array());
const teamsAnswer = successEnvelope(adminTeamSchema.array());
const importAnswer = successEnvelope(importResultSchema);
const waitlistAnswer = successEnvelope(adminWaitlistEntrySchema.array());
const registrationAnswer = successEnvelope(adminRegistrationSchema);

export interface RegistrationFilters {
  status?: 'pending' | 'confirmed' | 'withdrawn';
  search?: string;
}

export const useAdminRegistrations = (eventId: number, filters: RegistrationFilters) =>
  useQuery({
    queryKey: adminKeys.registrations(eventId, filters),
    queryFn: async () =>
      (
        await http.get(`/admin/events/${eventId}/registrations`, {
          query: { status: filters.status, search: filters.search && filters.search.length >= 2 ? filters.search : undefined },
          schema: registrationsAnswer,
        })
      ).data,
    enabled: eventId > 0,
    retry: false,
  });

export const useAdminTeams = (eventId: number) =>
  useQuery({
    queryKey: adminKeys.teams(eventId),
    queryFn: async () => (await http.get(`/admin/events/${eventId}/teams`, { schema: teamsAnswer })).data,
    enabled: eventId > 0,
    retry: false,
  });

/** `GET /admin/events/{eventId}/waitlist`: who waits in each full category, in offer order. */
export const useAdminWaitlist = (eventId: number) =>
  useQuery({
    queryKey: adminKeys.waitlist(eventId),
    queryFn: async () => (await http.get(`/admin/events/${eventId}/waitlist`, { schema: waitlistAnswer })).data,
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
      http.post(`/admin/events/${eventId}/registrations/${registrationId}/${action}`, action === 'move' ? { teamId } : undefined, {
        schema: registrationAnswer,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.registrationsOf(eventId) }),
  });
}

/** The CSV import: a dry run previews; the real run writes everything or nothing. */
export function useImportRegistrations(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { csv: string; dryRun: boolean }) =>
      http.post(`/admin/events/${eventId}/registrations/import`, input, { schema: importAnswer }),
    onSuccess: (answer) => {
      if (answer.data.written) void client.invalidateQueries({ queryKey: adminKeys.registrationsOf(eventId) });
    },
  });
}
