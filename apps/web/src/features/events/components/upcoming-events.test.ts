import { describe, expect, it } from 'vitest';
import { localToday } from '../../../lib/format-date';
import { isLive } from './upcoming-events';

describe('live or upcoming on the home page (issue 17)', () => {
  it("takes today's date where the person is, not in UTC", () => {
    // 01:30 on Nov 26 in India is still Nov 25 in UTC.
    const now = new Date('2026-11-25T20:00:00Z');
    expect(localToday(now, 'Asia/Kolkata')).toBe('2026-11-26');
    expect(localToday(now, 'UTC')).toBe('2026-11-25');
  });

  it('an event starting today is live from its first day to its last', () => {
    const event = { startsOn: '2026-11-26', endsOn: '2026-11-28' };
    expect(isLive(event, localToday(new Date('2026-11-25T20:00:00Z'), 'Asia/Kolkata'))).toBe(true);
    expect(isLive(event, '2026-11-25')).toBe(false);
    expect(isLive(event, '2026-11-29')).toBe(false);
  });
});
