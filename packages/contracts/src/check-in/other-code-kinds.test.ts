import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { parseAttendancePayload } from './attendance-payload';
import { describeOtherCode } from './other-code-kinds';

describe('codes that are not attendance codes', () => {
  it.each([
    ['PODIUM-USER.1.42.abcdefghijklmnopqrstuv', 'This is a personal Podium QR code'],
    ['K7M2QX9PRT', 'This looks like a Podium coupon code'],
    ['otpauth://totp/Podium:me?secret=ABC', 'This is a two-factor sign-in code'],
    ['https://example.com/event', 'This QR code is a web link'],
    ['HTTP://EXAMPLE.COM', 'This QR code is a web link'],
  ])('%s says what it is and what to scan instead', (text, start) => {
    const parsed = parseAttendancePayload(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.message.startsWith(start)).toBe(true);
    expect(parsed.message).toContain('scan the attendance code on the venue poster or the kiosk screen');
  });

  it("leaves other text to the spec's 'Invalid QR code format', and attendance codes alone", () => {
    for (const text of ['hello from a poster', 'K7M2QX9PRTX', 'k7m2qx9prt', 'PODIUM-USERX', 'ftp://files'])
      expect(parseAttendancePayload(text)).toEqual({ ok: false, message: MESSAGES.checkIn.invalidFormat });
    expect(describeOtherCode('{"eventId":1,"sportId":2,"venue":"Arena"}')).toBeUndefined();
    expect(parseAttendancePayload('{"eventId":1,"sportId":2,"venue":"Arena"}').ok).toBe(true);
  });
});
