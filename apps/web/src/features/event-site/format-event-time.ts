/** "Jul 1 – 10, 2026" style range of two YYYY-MM-DD days (read as calendar days, not instants). */
export function formatDayRange(startsOn: string, endsOn: string): string {
  const toDate = (day: string) => new Date(`${day}T12:00:00Z`);
  const format = (day: string, options: Intl.DateTimeFormatOptions) =>
    toDate(day).toLocaleDateString('en-US', { timeZone: 'UTC', ...options });
  if (startsOn === endsOn) return format(startsOn, { month: 'short', day: 'numeric', year: 'numeric' });
  return `${format(startsOn, { month: 'short', day: 'numeric' })} – ${format(endsOn, { month: 'short', day: 'numeric', year: 'numeric' })}`;
}

/** Time of day of an instant in the event's zone, e.g. "4:30 PM". */
export function formatTimeOfDay(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
}

/** The local day of an instant in the event's zone as YYYY-MM-DD. */
export function localDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

/** A day heading, e.g. "Wednesday, Jul 1". */
export function formatDayHeading(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', month: 'short', day: 'numeric' });
}
