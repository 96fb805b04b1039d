import { describe, expect, it } from 'vitest';
import { isDuring, monthGridDays } from './month-grid';

describe('monthGridDays', () => {
  it('covers the month in whole weeks starting on Sunday', () => {
    const days = monthGridDays(2026, 6); // July 2026 starts on a Wednesday
    expect(days[0]).toEqual({ day: '2026-06-28', isInMonth: false });
    expect(days.length % 7).toBe(0);
    expect(days.filter((day) => day.isInMonth)).toHaveLength(31);
    expect(days.at(-1)).toEqual({ day: '2026-08-01', isInMonth: false });
  });

  it('places events on every day they run', () => {
    const event = { startsOn: '2026-07-01', endsOn: '2026-07-03' };
    expect(['2026-06-30', '2026-07-01', '2026-07-03', '2026-07-04'].map((day) => isDuring(day, event))).toEqual([false, true, true, false]);
  });
});
