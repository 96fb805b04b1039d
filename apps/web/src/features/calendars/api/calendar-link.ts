import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarFeedLinkAnswerSchema, calendarFeedLinkSchema, type CalendarFeedLink } from '@podium/contracts/calendars/calendar-feed';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';

const calendarLinkKey = ['calendar-link'] as const;
const linkAnswer = successEnvelope(calendarFeedLinkAnswerSchema);
const newLinkAnswer = successEnvelope(calendarFeedLinkSchema);

/** `GET /customer/calendar-link`: my feed link, or null before I made one. */
export async function getCalendarLink(): Promise<CalendarFeedLink | null> {
  return (await http.get('/customer/calendar-link', { schema: linkAnswer })).data;
}

export function useCalendarLink(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: calendarLinkKey, queryFn: getCalendarLink, enabled: options.enabled ?? true });
}

/** `POST /customer/calendar-link`: a new link (the previous one stops updating calendars at once). */
export function useNewCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => http.post('/customer/calendar-link', undefined, { schema: newLinkAnswer }),
    onSuccess: (answer) => queryClient.setQueryData(calendarLinkKey, answer.data),
  });
}
