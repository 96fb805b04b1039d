const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const partsOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month: MONTHS[month - 1]!, date };
};

/**
 * An event's days (YYYY-MM-DD) as a certificate prints them: "4 July 2026", "1 – 10 July 2026",
 * "28 June – 2 July 2026" or "30 December 2026 – 2 January 2027". No time zone: they are calendar days.
 */
export function formatEventDates(startsOn: string, endsOn: string): string {
  const first = partsOf(startsOn);
  const last = partsOf(endsOn);
  const lastText = `${last.date} ${last.month} ${last.year}`;
  if (startsOn === endsOn) return lastText;
  if (first.year !== last.year) return `${first.date} ${first.month} ${first.year} – ${lastText}`;
  if (first.month !== last.month) return `${first.date} ${first.month} – ${lastText}`;
  return `${first.date} – ${lastText}`;
}

/** A moment as the calendar day it was in `timeZone`, written like the event dates ("4 July 2026"). */
export function formatDay(at: Date, timeZone: string): string {
  return at.toLocaleDateString('en-GB', { timeZone, day: 'numeric', month: 'long', year: 'numeric' });
}
