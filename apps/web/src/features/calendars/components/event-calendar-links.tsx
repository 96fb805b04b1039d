import type { EventDetail } from '@podium/contracts/events/event-site';
import { googleCalendarUrl } from '../google-calendar-url';
import { eventCalendarPath, webcalUrl } from '../calendar-urls';
import { AddToCalendar } from './add-to-calendar';

/**
 * The event page's "Add to calendar": its days in Google Calendar; every timed match as an .ics
 * file; or a subscription to the event's matches that follows later changes.
 */
export function EventCalendarLinks({ event }: { event: EventDetail }) {
  const googleUrl = googleCalendarUrl({
    title: event.eventName,
    firstDay: event.startsOn,
    lastDay: event.endsOn,
    location: event.venues.map((venue) => venue.name).join(', ') || event.city.name,
    details: `${event.eventName}, ${event.city.name}: ${window.location.origin}/${event.path}`,
    timeZone: event.timeZone,
  });
  return (
    <AddToCalendar
      what={event.eventName}
      googleUrl={googleUrl}
      icsHref={eventCalendarPath(event.id)}
      subscribeHref={webcalUrl(eventCalendarPath(event.id))}
      tone="dark"
      className="mt-5"
    />
  );
}
