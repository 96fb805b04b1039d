/**
 * Calendar days as YYYY-MM-DD strings, compared as text (the format sorts by date). Zod-free and
 * time-zone-free: the server and the web app must reach the same day from the same input.
 */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Whether the text is a YYYY-MM-DD day that exists (2023-02-29 and 2024-04-31 do not). */
export function isCalendarDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The same day `years` earlier; 29 February becomes 28 February in a year without one. */
export function yearsBefore(day: string, years: number): string {
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  const earlierYear = year - years;
  return `${pad(earlierYear, 4)}-${pad(month, 2)}-${pad(Math.min(dayOfMonth, daysInMonth(earlierYear, month)), 2)}`;
}

/** A day as the app prints dates: "Jul 1, 1991". */
export function formatDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
}
