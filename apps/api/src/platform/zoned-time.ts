// Building an Intl formatter costs far more than using one (it was 6% of the server's CPU in the
// event-day mix): keep one of each kind per time zone.
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

function cached(formatters: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = make();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Offset of a time zone from UTC at an instant, in minutes (e.g. +330 for Asia/Kolkata). */
function offsetMinutesAt(instant: Date, timeZone: string): number {
  const label = cached(offsetFormatters, timeZone, () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }))
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(label ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant a local calendar day (YYYY-MM-DD) starts in a time zone. */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00.000Z`);
  return new Date(utcMidnight.getTime() - offsetMinutesAt(utcMidnight, timeZone) * 60_000);
}

/** The instant just after a local calendar day ends (the next day's start). */
export function endOfLocalDay(day: string, timeZone: string): Date {
  const next = new Date(new Date(`${day}T00:00:00.000Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
  return startOfLocalDay(next, timeZone);
}

/** The local calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function localDayOf(instant: Date, timeZone: string): string {
  return cached(
    dayFormatters,
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(instant);
}

/** An instant as people read it in a time zone, e.g. `Wed, 1 Jul 2026, 10:00` (a calendar entry's description). */
export function formatLocalDateTime(instant: Date, timeZone: string): string {
  return cached(
    dateTimeFormatters,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).format(instant);
}
