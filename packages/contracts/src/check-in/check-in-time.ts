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

/** A short name for a GMT offset a locale gave instead of a real abbreviation ('GMT+5:30'). */
const isOffsetName = (name: string) => name.startsWith('GMT') || name.startsWith('UTC');
const abbreviations = new Map<string, Intl.DateTimeFormat[]>();

/**
 * The zone's everyday abbreviation at that moment ('IST', 'EST', 'BST'), else its GMT offset. en-US
 * names only American zones, so the locales where a zone is at home are asked too.
 */
export function timeZoneAbbreviation(timeZone: string, date: Date): string {
  let formats = abbreviations.get(timeZone);
  if (!formats) {
    formats = ['en-US', 'en-IN', 'en-GB', 'en-AU'].map((locale) => new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }));
    abbreviations.set(timeZone, formats);
  }
  const names = formats.map((format) => format.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? '');
  return names.find((name) => name && !isOffsetName(name)) ?? names[0] ?? timeZone;
}

/**
 * A time of record in the event's zone, whatever the device's: the spec's format and the zone's
 * abbreviation, e.g. 'Nov 23, 2026, 06:31:02 PM IST' (issue 13: one time, one place).
 */
export function formatRecordTime(iso: string | null | undefined, timeZone: string): string | undefined {
  const formatted = formatCheckInTime(iso, timeZone);
  return formatted && `${formatted} ${timeZoneAbbreviation(timeZone, new Date(iso!))}`;
}
