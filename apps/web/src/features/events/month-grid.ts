/** The days (YYYY-MM-DD) a month view shows: whole weeks from Sunday, covering the month. */
export function monthGridDays(year: number, monthIndex: number): { day: string; isInMonth: boolean }[] {
  const first = new Date(Date.UTC(year, monthIndex, 1));
  const start = new Date(first.getTime() - first.getUTCDay() * 86_400_000);
  const last = new Date(Date.UTC(year, monthIndex + 1, 0));
  const end = new Date(last.getTime() + (6 - last.getUTCDay()) * 86_400_000);
  const days: { day: string; isInMonth: boolean }[] = [];
  for (let at = start; at <= end; at = new Date(at.getTime() + 86_400_000)) {
    days.push({ day: at.toISOString().slice(0, 10), isInMonth: at.getUTCMonth() === monthIndex });
  }
  return days;
}

/** True when a day falls within an event's first and last day (inclusive). */
export function isDuring(day: string, event: { startsOn: string; endsOn: string }): boolean {
  return event.startsOn <= day && day <= event.endsOn;
}
