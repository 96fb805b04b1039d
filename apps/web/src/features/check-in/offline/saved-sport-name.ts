import type { MyRegistration } from '@podium/contracts/registrations/registration';
import type { EventDetail } from '@podium/contracts/events/event-site';
import { memberKeys } from '../../../lib/member-query-keys';
import { queryClient } from '../../../lib/query-client';
import { eventSiteKeys } from '../../event-site';

/**
 * The sport of a scanned code, read from what the phone already holds (the person's registrations,
 * then the event pages seen), so "Check-in Saved" names it with no network; undefined when unknown.
 */
export function findSavedSportName(eventId: number, sportId: number): string | undefined {
  for (const [, rows] of queryClient.getQueriesData<MyRegistration[]>({ queryKey: memberKeys.registrations })) {
    const row = rows?.find((registration) => registration.event.id === eventId && registration.sport.id === sportId);
    if (row) return row.sport.name;
  }
  const eventPageKind = eventSiteKeys.byPath('')[0];
  for (const [, event] of queryClient.getQueriesData<EventDetail>({ queryKey: [eventPageKind] })) {
    if (event?.id !== eventId) continue;
    const sport = event.sportList.find((candidate) => candidate.id === sportId);
    if (sport) return sport.name;
  }
  return undefined;
}
