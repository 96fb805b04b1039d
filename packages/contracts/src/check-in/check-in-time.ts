const formatter = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
    ...(timeZone ? { timeZone } : {}),
  });

/** Spec section 9: US English, 12-hour with seconds, e.g. 'Jan 5, 2025, 03:04:05 PM'. Undefined for a bad time. */
export function formatCheckInTime(iso: string | null | undefined, timeZone?: string): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return formatter(timeZone).format(date);
}
