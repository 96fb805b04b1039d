import ical from 'ical-generator';
import { formatLocalDateTime } from '../../platform/zoned-time';
import type { CalendarMatchRow, CalendarRegistrationRow } from './calendars.repository';

/** A match typed by hand has no recorded end: its entry lasts an hour, as the scheduler assumes. */
const DEFAULT_MATCH_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export interface CalendarContent {
  /** The calendar's name in the app (`X-WR-CALNAME`). */
  name: string;
  /** The zone the app shows the calendar in by default (`X-WR-TIMEZONE`), when all its entries share one. */
  timeZone?: string;
  /** Makes UIDs unique across sites: `fixture-{id}@{uidDomain}`. */
  uidDomain: string;
  matches: CalendarMatchRow[];
  registrations?: CalendarRegistrationRow[];
  /** DTSTAMP of every entry: when this file was made. */
  now: Date;
}

/**
 * The iCalendar text (RFC 5545) of matches and registrations.
 *
 * Times are written in UTC with `Z` (`DTSTART:20260701T043000Z`), not as local times with a TZID:
 * Google Calendar, Apple Calendar and Outlook all read a UTC time exactly and show it in the
 * viewer's zone, while a TZID needs a VTIMEZONE block that each app interprets its own way (Outlook
 * ignores unknown zone names, Google ignores the block and trusts the name) and that we would have
 * to keep in step with the tz database. `X-WR-TIMEZONE` still names the event's zone, which Google
 * and Apple use as the subscribed calendar's default, and each description gives the local time.
 *
 * Each match keeps its UID (`fixture-{id}@…`) and carries the fixture's `schedule_sequence` as
 * SEQUENCE, which grows when the match moves, so a calendar app replaces its entry instead of
 * adding a second one.
 */
export function buildCalendarIcs(content: CalendarContent): string {
  const calendar = ical({
    name: content.name,
    prodId: { company: 'Podium', product: 'Podium calendar', language: 'EN' },
    // Calendar apps poll a subscription at their own pace; this asks for about once an hour.
    ttl: 60 * 60,
    ...(content.timeZone ? { x: [{ key: 'X-WR-TIMEZONE', value: content.timeZone }] } : {}),
  });
  for (const match of content.matches) {
    const end = match.endsAt ?? new Date(match.startsAt.getTime() + DEFAULT_MATCH_MS);
    calendar.createEvent({
      id: `fixture-${match.id}@${content.uidDomain}`,
      sequence: match.sequence,
      stamp: content.now,
      start: match.startsAt,
      end,
      summary: `${match.sport} ${match.category}: ${match.homeName ?? 'To be decided'} v ${match.awayName ?? 'To be decided'}`,
      location: placeOf(match),
      description: [
        `${match.eventName} · ${match.round}`,
        `${formatLocalDateTime(match.startsAt, match.timeZone)} (${match.timeZone})`,
        match.status === 'finished' && match.homeScore !== null ? `Result: ${match.homeScore} – ${match.awayScore ?? ''}` : null,
      ]
        .filter((line): line is string => line !== null)
        .join('\n'),
    });
  }
  for (const registration of content.registrations ?? []) {
    // The event's days, as an all-day entry: DTEND of a date is the day after the last (RFC 5545 3.6.1).
    calendar.createEvent({
      id: `registration-${registration.id}@${content.uidDomain}`,
      stamp: content.now,
      allDay: true,
      start: new Date(`${registration.startsOn}T00:00:00Z`),
      end: new Date(Date.parse(`${registration.endsOn}T00:00:00Z`) + DAY_MS),
      summary: `${registration.eventName}: ${registration.sport} ${registration.category}`,
      location: placeOf(registration),
      description: `Registered for ${registration.sport} ${registration.category}. Your matches appear as separate entries once they have a time.`,
    });
  }
  return calendar.toString();
}

function placeOf(row: { venueName: string; venueAddress: string }): string {
  return row.venueAddress ? `${row.venueName}, ${row.venueAddress}` : row.venueName;
}
