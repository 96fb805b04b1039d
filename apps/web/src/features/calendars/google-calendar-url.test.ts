import { describe, expect, it } from 'vitest';
import { googleCalendarUrl } from './google-calendar-url';

describe('googleCalendarUrl', () => {
  it('writes a timed entry in UTC with the event zone for display', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Football Open: Strikers v Rovers',
        startsAt: '2026-07-01T10:00:00+05:30',
        endsAt: '2026-07-01T05:30:00.000Z',
        location: 'Main Arena, Road 1',
        details: 'Group',
        timeZone: 'Asia/Kolkata',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20260701T043000Z/20260701T053000Z');
    expect(url.searchParams.get('ctz')).toBe('Asia/Kolkata');
    expect(url.searchParams.get('location')).toBe('Main Arena, Road 1');
  });

  it('writes whole days with the end the day after the last', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Games',
        firstDay: '2026-07-30',
        lastDay: '2026-07-31',
        location: '',
        details: '',
        timeZone: 'Asia/Kolkata',
      }),
    );
    expect(url.searchParams.get('dates')).toBe('20260730/20260801');
  });
});
