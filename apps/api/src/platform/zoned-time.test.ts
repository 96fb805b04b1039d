import { describe, expect, it } from 'vitest';
import { endOfLocalDay, localDayOf, startOfLocalDay } from './zoned-time';

describe('zoned time', () => {
  it('finds where a local day starts and ends, with the offset of that day (daylight saving included)', () => {
    expect(startOfLocalDay('2026-06-01', 'Asia/Kolkata').toISOString()).toBe('2026-05-31T18:30:00.000Z');
    expect(endOfLocalDay('2026-06-01', 'Asia/Kolkata').toISOString()).toBe('2026-06-01T18:30:00.000Z');
    // New York: EDT (-4 h) in July, EST (-5 h) in January, through the same cached formatter.
    expect(startOfLocalDay('2026-07-04', 'America/New_York').toISOString()).toBe('2026-07-04T04:00:00.000Z');
    expect(startOfLocalDay('2026-01-15', 'America/New_York').toISOString()).toBe('2026-01-15T05:00:00.000Z');
  });

  it('names the local calendar day of an instant in each time zone', () => {
    const instant = new Date('2026-06-01T20:00:00.000Z');
    expect(localDayOf(instant, 'Asia/Kolkata')).toBe('2026-06-02');
    expect(localDayOf(instant, 'America/New_York')).toBe('2026-06-01');
    expect(localDayOf(new Date('2026-06-01T18:29:59.000Z'), 'Asia/Kolkata')).toBe('2026-06-01');
  });
});
