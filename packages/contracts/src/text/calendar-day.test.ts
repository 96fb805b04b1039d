import { describe, expect, it } from 'vitest';
import { formatDay, isCalendarDay, yearsBefore } from './calendar-day';

describe('calendar days', () => {
  it('accepts only days that exist', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2024-04-31')).toBe(false);
    expect(isCalendarDay('2024-13-01')).toBe(false);
    expect(isCalendarDay('2024-1-01')).toBe(false);
    expect(isCalendarDay('0000-01-01')).toBe(false);
    expect(isCalendarDay('2024-01-01T00:00')).toBe(false);
  });

  it('steps back whole years, keeping 29 February inside the calendar', () => {
    expect(yearsBefore('2026-07-01', 35)).toBe('1991-07-01');
    expect(yearsBefore('2028-02-29', 1)).toBe('2027-02-28');
    expect(yearsBefore('2028-02-29', 4)).toBe('2024-02-29');
  });

  it('prints a day as the app prints dates', () => {
    expect(formatDay('1991-07-01')).toBe('Jul 1, 1991');
  });
});
