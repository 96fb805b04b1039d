import { eventPathSegment } from '@podium/contracts/events/event-path';
import type { MyWaitlistEntry } from '@podium/contracts/registrations/waitlist';
import type { UserWaitlistRow } from './waitlist.repository';

/** A waiting-list row as /my-events shows it: position on the list, and the offer while it is open. */
export function presentMyWaitlistEntry(row: UserWaitlistRow, now: Date): MyWaitlistEntry {
  const { entry } = row;
  const isOfferOpen = entry.status === 'offered' && entry.offerExpiresAt !== null && entry.offerExpiresAt.getTime() > now.getTime();
  return {
    id: entry.id,
    eventSportCategoryId: entry.eventSportCategoryId,
    event: {
      id: row.event.id,
      eventName: row.event.name,
      path: eventPathSegment(row.cityName, row.event.slug),
      timeZone: row.event.timeZone,
    },
    sport: row.sport,
    category: row.category,
    position: row.ahead + 1,
    joinedAt: entry.joinedAt.toISOString(),
    offer: isOfferOpen ? { id: entry.id, expiresAt: entry.offerExpiresAt!.toISOString(), fee: row.hasFee } : null,
  };
}
