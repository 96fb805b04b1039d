import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDay, formatDayRange, formatScheduleTime, formatTimeOfDay, localDay, localToday } from './format-date';

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

describe("days written without Intl (home's first render, issue 34)", () => {
  const everyDay = (fromYear: number, toYear: number): string[] => {
    const days: string[] = [];
    for (let at = Date.UTC(fromYear, 0, 1); at < Date.UTC(toYear + 1, 0, 1); at += 86_400_000)
      days.push(new Date(at).toISOString().slice(0, 10));
    return days;
  };

  it("writes an event card's month, day and 'month day' as Intl does in en-US, for every day of 2024-2028", () => {
    for (const day of everyDay(2024, 2028)) {
      for (const options of [{ month: 'short' }, { day: 'numeric' }, { month: 'short', day: 'numeric' }] as const) {
        const intl = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', ...options });
        expect(formatCalendarDay(day, options), `${day} ${JSON.stringify(options)}`).toBe(intl);
      }
    }
  });

  it('leaves other options to Intl', () => {
    expect(formatCalendarDay('2026-07-01', { weekday: 'short', month: 'short', day: 'numeric' })).toBe('Wed, Jul 1');
    expect(formatCalendarDay('2026-07-01', { month: 'long' })).toBe('July');
  });

  it("gives the device's own day as Intl does, every hour of a year", () => {
    const intl = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 3_600_000) {
      const now = new Date(at);
      expect(localToday(now), now.toISOString()).toBe(intl.format(now));
    }
    expect(localToday(new Date('2026-06-30T20:00:00Z'), 'Asia/Kolkata')).toBe('2026-07-01');
  });
});
