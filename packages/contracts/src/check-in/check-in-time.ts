// Building an Intl formatter costs far more than using one: keep one per time zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone?: string): Intl.DateTimeFormat => {
  const key = timeZone ?? '';
  const cached = formatters.get(key);
  if (cached) return cached;
  const created = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
    ...(timeZone ? { timeZone } : {}),
  });
  formatters.set(key, created);
  return created;
};

/** Spec section 9: US English, 12-hour with seconds, e.g. 'Jan 5, 2025, 03:04:05 PM'. Undefined for a bad time. */
export function formatCheckInTime(iso: string | null | undefined, timeZone?: string): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return formatter(timeZone).format(date);
}
