import { useMutation } from '@tanstack/react-query';
import type { DrawAnswer, DrawRequest, ScheduleAnswer, ScheduleRequest } from '@podium/contracts/tournaments/tournaments';
import { http } from '../../../lib/http-client';

type Answer<T> = { data: T; message: string };

/** `POST /admin/events/{eventId}/categories/{id}/draw`: a preview with `dryRun`, else the draw written. */
export const useDraw = () =>
  useMutation({
    mutationFn: async (input: { eventId: number; eventSportCategoryId: number; request: DrawRequest }) =>
      http.post<Answer<DrawAnswer>>(`/admin/events/${input.eventId}/categories/${input.eventSportCategoryId}/draw`, input.request),
  });

/** `POST /admin/events/{eventId}/schedule`: times and venues for unscheduled fixtures (preview with `dryRun`). */
export const useSchedule = () =>
  useMutation({
    mutationFn: async (input: { eventId: number; request: ScheduleRequest }) =>
      http.post<Answer<ScheduleAnswer>>(`/admin/events/${input.eventId}/schedule`, input.request),
  });
