import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-serializers';

describe('redactUrl', () => {
  it('hides credential query parameters and keeps the rest', () => {
    expect(redactUrl('/api/email/unsubscribe?token=abc&lang=en')).toBe('/api/email/unsubscribe?token=[redacted]&lang=en');
    expect(redactUrl('/api/public/events/1/fixtures?sportId=2')).toBe('/api/public/events/1/fixtures?sportId=2');
  });

  it("hides a calendar feed's token, which is in the path (calendar apps cannot send a header)", () => {
    const token = 'A'.repeat(43);
    expect(redactUrl(`/api/customer/calendar/${token}.ics`)).toBe('/api/customer/calendar/[redacted]');
    expect(redactUrl(`/api/customer/calendar/${token}.ics?x=1`)).toBe('/api/customer/calendar/[redacted]?x=1');
    expect(redactUrl('/api/customer/calendar-link')).toBe('/api/customer/calendar-link');
  });
});
