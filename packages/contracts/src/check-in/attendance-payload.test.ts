import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { formatAttendancePayload, parseAttendancePayload } from './attendance-payload';

describe('parseAttendancePayload', () => {
  const ok = (eventId: number, sportId: number, venue: string, extra: object = {}) => ({
    ok: true,
    payload: { eventId, sportId, venue, direction: 'in', ...extra },
  });

  it.each([
    ['{"eventId":1,"sportId":2,"venue":"Kanteerava Stadium"}', ok(1, 2, 'Kanteerava Stadium')],
    ['{"eventId":"7","sportId":"12","venueName":"Arena"}', ok(7, 12, 'Arena')],
    ['  {"eventId":1,"sportId":2,"venue":"  Arena "}  ', ok(1, 2, 'Arena')],
    ['{"eventId":1,"sportId":2,"venue":"Gate","direction":"out"}', ok(1, 2, 'Gate', { direction: 'out' })],
    [
      '{"eventId":1,"sportId":2,"venue":"Gate","step":58000000,"sig":"abcdEFGH_-12"}',
      ok(1, 2, 'Gate', { step: 58000000, signature: 'abcdEFGH_-12' }),
    ],
    ['3,4,Koramangala Indoor Arena', ok(3, 4, 'Koramangala Indoor Arena')],
    ['3, 4 ,Hall A, Block 2', ok(3, 4, 'Hall A, Block 2')],
  ])('reads %s', (text, expected) => {
    expect(parseAttendancePayload(text)).toEqual(expected);
  });

  it.each([
    ['hello world', MESSAGES.checkIn.invalidFormat],
    ['1,2', MESSAGES.checkIn.invalidFormat],
    ['{"eventId":1', MESSAGES.checkIn.invalidFormat],
    ['[1,2]', MESSAGES.checkIn.invalidFormat],
    ['[1,2,3]', MESSAGES.checkIn.invalidCode],
    ['mailto:someone@example.com', MESSAGES.checkIn.invalidFormat], // a web link says what it is: other-code-kinds.test.ts
    ['', MESSAGES.checkIn.noData],
    ['   ', MESSAGES.checkIn.noData],
    ['{"eventId":1,"sportId":2}', MESSAGES.checkIn.invalidCode],
    ['{"eventId":1.5,"sportId":2,"venue":"A"}', MESSAGES.checkIn.invalidCode],
    ['{"eventId":-1,"sportId":2,"venue":"A"}', MESSAGES.checkIn.invalidCode],
    ['{"eventId":1,"sportId":2,"venue":"A","direction":"sideways"}', MESSAGES.checkIn.invalidCode],
    ['{"eventId":1,"sportId":2,"venue":"A","step":5}', MESSAGES.checkIn.invalidCode],
    ['abc,2,Arena', MESSAGES.checkIn.invalidCode],
    ['1,2,   ', MESSAGES.checkIn.invalidCode],
    ['99999999999,2,Arena', MESSAGES.checkIn.invalidCode],
  ])('refuses %j with %s', (text, message) => {
    expect(parseAttendancePayload(text)).toEqual({ ok: false, message });
  });

  it('reads back what formatAttendancePayload writes', () => {
    const payload = { eventId: 9, sportId: 3, venue: 'Club, North', direction: 'out' as const, step: 123456, signature: 'sig_value-123' };
    expect(parseAttendancePayload(formatAttendancePayload(payload))).toEqual({ ok: true, payload });
  });
});
