import { describe, expect, it } from 'vitest';
import { formatCheckInTime, formatRecordTime, timeZoneAbbreviation } from './check-in-time';

describe('formatCheckInTime', () => {
  it('writes US English 12-hour time with seconds', () => {
    expect(formatCheckInTime('2025-01-05T15:04:05Z', 'UTC')).toBe('Jan 5, 2025, 03:04:05 PM');
    expect(formatCheckInTime('2025-01-05T00:00:09Z', 'UTC')).toBe('Jan 5, 2025, 12:00:09 AM');
    expect(formatCheckInTime('2025-01-05T15:04:05Z', 'Asia/Kolkata')).toBe('Jan 5, 2025, 08:34:05 PM');
  });

  it('gives nothing for a missing or bad time', () => {
    expect(formatCheckInTime(undefined)).toBeUndefined();
    expect(formatCheckInTime('yesterday')).toBeUndefined();
  });
});

describe('formatRecordTime', () => {
  it("writes the time in the event's zone with the zone's abbreviation", () => {
    expect(formatRecordTime('2026-11-23T13:01:02Z', 'Asia/Kolkata')).toBe('Nov 23, 2026, 06:31:02 PM IST');
    expect(formatRecordTime('2026-07-01T12:00:00Z', 'America/New_York')).toBe('Jul 1, 2026, 08:00:00 AM EDT');
    expect(formatRecordTime('2026-07-01T12:00:00Z', 'Europe/London')).toBe('Jul 1, 2026, 01:00:00 PM BST');
    expect(formatRecordTime('2026-01-01T12:00:00Z', 'UTC')).toBe('Jan 1, 2026, 12:00:00 PM UTC');
    expect(formatRecordTime(undefined, 'Asia/Kolkata')).toBeUndefined();
  });

  it('falls back to the GMT offset where no locale has a name', () => {
    expect(timeZoneAbbreviation('Asia/Kathmandu', new Date('2026-01-01T00:00:00Z'))).toMatch(/^GMT\+5:45$/);
  });
});
