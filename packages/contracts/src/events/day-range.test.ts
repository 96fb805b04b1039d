import { describe, expect, it } from 'vitest';
import { formatDayRange } from './day-range';

/** What the function replaced: en-US `toLocaleDateString` in UTC. */
const intlDay = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', ...options });

function* everyDay(fromYear: number, toYear: number): Generator<string> {
  for (let time = Date.UTC(fromYear, 0, 1); time < Date.UTC(toYear + 1, 0, 1); time += 86_400_000)
    yield new Date(time).toISOString().slice(0, 10);
}

describe('formatDayRange (issue 34: without Intl, the same text)', () => {
  it('prints every day of 2024-2028 as Intl does, alone and as both ends of a range', () => {
    const days = [...everyDay(2024, 2028)];
    for (const [index, day] of days.entries()) {
      expect(formatDayRange(day, day)).toBe(intlDay(day, { month: 'short', day: 'numeric', year: 'numeric' }));
      const next = days[(index + 37) % days.length]!;
      if (next === day) continue;
      expect(formatDayRange(day, next)).toBe(
        `${intlDay(day, { month: 'short', day: 'numeric' })} – ${intlDay(next, { month: 'short', day: 'numeric', year: 'numeric' })}`,
      );
    }
  });

  it('gives the examples of the hero', () => {
    expect(formatDayRange('2026-03-14', '2026-03-16')).toBe('Mar 14 – Mar 16, 2026');
    expect(formatDayRange('2026-03-14', '2026-03-14')).toBe('Mar 14, 2026');
    expect(formatDayRange('2026-12-31', '2027-01-02')).toBe('Dec 31 – Jan 2, 2027');
  });
});
