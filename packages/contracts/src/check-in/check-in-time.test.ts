import { describe, expect, it } from 'vitest';
import { formatCheckInTime } from './check-in-time';

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
