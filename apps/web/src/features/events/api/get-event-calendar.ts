import { useQuery } from '@tanstack/react-query';
import { eventSummarySchema, type EventSummary } from '@podium/contracts/events/event-site';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';

export interface CalendarFilters {
  cityId?: number;
  sportId?: number;
  /** YYYY-MM-DD: only events ending on or after it. */
  from?: string;
}

const calendarAnswer = successEnvelope(eventSummarySchema.array());

export async function getEventCalendar(filters: CalendarFilters): Promise<EventSummary[]> {
  return (await http.get('/public/event-calendar', { query: { ...filters }, schema: calendarAnswer })).data;
}

export function useEventCalendar(filters: CalendarFilters, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: ['event-calendar', filters], queryFn: () => getEventCalendar(filters), enabled: options.enabled ?? true });
}
