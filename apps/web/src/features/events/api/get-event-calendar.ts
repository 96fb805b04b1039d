import { useQuery } from '@tanstack/react-query';
import type { EventSummary } from '@podium/contracts/events/event-site';
import { lazyEnvelope } from '../../../lib/lazy-envelope';
import { http } from '../../../lib/http-client';

export interface CalendarFilters {
  cityId?: number;
  sportId?: number;
  /** YYYY-MM-DD: only events ending on or after it. */
  from?: string;
}

const calendarAnswer = lazyEnvelope(async () => (await import('@podium/contracts/events/event-summary')).eventSummarySchema.array());

export async function getEventCalendar(filters: CalendarFilters): Promise<EventSummary[]> {
  return (await http.get('/public/event-calendar', { query: { ...filters }, schema: calendarAnswer })).data;
}

export function useEventCalendar(filters: CalendarFilters, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: ['event-calendar', filters], queryFn: () => getEventCalendar(filters), enabled: options.enabled ?? true });
}
