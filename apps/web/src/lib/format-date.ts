/**
 * The two date styles of the app: times of record (check-ins, audit rows) in the spec's
 * 'Jan 5, 2025, 03:04:05 PM', and schedules (matches, fixtures) in a short 'Sat, Jan 10 · 9:30 AM'.
 */
export function formatRecordTime(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleString('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
  });
}

export function formatScheduleTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
  const time = date.toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  return `${day} · ${time}`;
}
