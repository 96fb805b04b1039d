import { useMutation } from '@tanstack/react-query';
import { drawAnswerSchema, scheduleAnswerSchema, type DrawRequest, type ScheduleRequest } from '@podium/contracts/tournaments/tournaments';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { roundsAnswerSchema, type RoundsRequest } from '@podium/contracts/tournaments/timed-events';

const drawAnswer = successEnvelope(drawAnswerSchema);
const scheduleAnswer = successEnvelope(scheduleAnswerSchema);

/** `POST /admin/events/{eventId}/categories/{id}/draw`: a preview with `dryRun`, else the draw written. */
export const useDraw = () =>
  useMutation({
    mutationFn: async (input: { eventId: number; eventSportCategoryId: number; request: DrawRequest }) =>
      http.post(`/admin/events/${input.eventId}/categories/${input.eventSportCategoryId}/draw`, input.request, { schema: drawAnswer }),
  });

/** `POST /admin/events/{eventId}/schedule`: times and venues for unscheduled fixtures (preview with `dryRun`). */
export const useSchedule = () =>
  useMutation({
    mutationFn: async (input: { eventId: number; request: ScheduleRequest }) =>
      http.post(`/admin/events/${input.eventId}/schedule`, input.request, { schema: scheduleAnswer }),
  });

const roundsAnswer = successEnvelope(roundsAnswerSchema);

/** `POST /admin/events/{eventId}/categories/{id}/rounds`: a timed category's heats and final (preview with `dryRun`). */
export const useDrawRounds = () =>
  useMutation({
    mutationFn: async (input: { eventId: number; eventSportCategoryId: number; request: RoundsRequest }) =>
      http.post(`/admin/events/${input.eventId}/categories/${input.eventSportCategoryId}/rounds`, input.request, { schema: roundsAnswer }),
  });
