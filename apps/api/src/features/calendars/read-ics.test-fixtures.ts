import ICAL from 'ical.js';

/** One entry of a parsed iCalendar file, as a calendar app reads it (ical.js, Mozilla's parser). */
export interface ParsedEntry {
  uid: string;
  sequence: number;
  summary: string;
  location: string;
  description: string;
  isAllDay: boolean;
  /** The zone DTSTART is written in: 'UTC' for a `Z` time, 'floating' for a date. */
  startZone: string;
  start: Date;
  end: Date;
  /** A date entry's first and last day (DTEND is exclusive), YYYY-MM-DD. */
  startDay: string;
  endDay: string;
}

/** Parses a feed (throws on text a calendar app would refuse) and returns the calendar's properties and entries. */
export function readIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const entries: ParsedEntry[] = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      location: event.location,
      description: event.description,
      isAllDay: event.startDate.isDate,
      startZone: event.startDate.zone?.tzid ?? 'floating',
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      startDay: event.startDate.toString().slice(0, 10),
      endDay: event.endDate.toString().slice(0, 10),
    };
  });
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname') ?? ''),
    timeZone: String(calendar.getFirstPropertyValue('x-wr-timezone') ?? ''),
    entries,
  };
}
