import type { EventDetail, Fixture } from '@podium/contracts/events/event-site';
import { googleCalendarUrl } from '../google-calendar-url';
import { matchCalendarPath } from '../calendar-urls';
import { AddToCalendar } from './add-to-calendar';

/** A match typed without an end lasts an hour in calendars, as on the server. */
const DEFAULT_MATCH_MS = 60 * 60_000;

/** "Add to calendar" for one upcoming match with a time (nothing for a match still to be scheduled or over). */
export function MatchCalendarLinks({
  fixture,
  event,
}: {
  fixture: Fixture;
  event: Pick<EventDetail, 'id' | 'eventName' | 'timeZone' | 'venues'>;
}) {
  if (!fixture.isScheduled || fixture.status !== 'scheduled') return null;
  const sides = `${fixture.home?.name ?? 'To be decided'} v ${fixture.away?.name ?? 'To be decided'}`;
  const address = event.venues.find((venue) => venue.id === fixture.venue.id)?.address;
  const googleUrl = googleCalendarUrl({
    title: `${fixture.sport.name} ${fixture.category.name}: ${sides}`,
    startsAt: fixture.startsAt,
    endsAt: new Date(Date.parse(fixture.startsAt) + DEFAULT_MATCH_MS).toISOString(),
    location: address ? `${fixture.venue.name}, ${address}` : fixture.venue.name,
    details: `${event.eventName} · ${fixture.round}`,
    timeZone: event.timeZone,
  });
  return (
    <AddToCalendar
      what={sides}
      googleUrl={googleUrl}
      icsHref={matchCalendarPath(event.id, fixture.id)}
      className="mt-3 border-t border-slate-100 pt-2"
    />
  );
}
