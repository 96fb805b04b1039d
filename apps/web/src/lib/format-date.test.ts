import { describe, expect, it } from 'vitest';
import { formatDay, formatDayRange, formatScheduleTime, formatTimeOfDay, localDay } from './format-date';

describe('event time formats', () => {
  it('formats day ranges', () => {
    expect(formatDayRange('2026-07-01', '2026-07-10')).toBe('Jul 1 – Jul 10, 2026');
    expect(formatDayRange('2026-07-01', '2026-07-01')).toBe('Jul 1, 2026');
  });

  it("shows a post's or a coupon's day one way everywhere, and a schedule's time another", () => {
    expect(formatDay('2026-11-23T20:00:00Z', 'Asia/Kolkata')).toBe('Nov 24, 2026');
    expect(formatDay('2026-11-23T20:00:00Z', 'UTC')).toBe('Nov 23, 2026');
    expect(formatScheduleTime('2026-11-25T03:30:00Z', 'Asia/Kolkata')).toBe('Wed, Nov 25 · 9:00 AM');
  });

  it("reads instants in the event's time zone", () => {
    expect(localDay('2026-06-30T20:00:00Z', 'Asia/Kolkata')).toBe('2026-07-01');
    expect(formatTimeOfDay('2026-07-01T11:00:00Z', 'Asia/Kolkata')).toBe('4:30 PM');
  });
});
