import { describe, expect, it } from 'vitest';
import type { DomainError } from '../../errors/domain-error';
import { localDayAndMinute, requireOpenEventDay } from './check-in-window';

const schedule = {
  name: 'Games',
  timeZone: 'Asia/Kolkata',
  startsOn: '2026-06-01',
  endsOn: '2026-06-03',
  opensAt: '08:00',
  closesAt: '20:00',
};

const codeOf = (at: string) => {
  try {
    return requireOpenEventDay(schedule, new Date(at));
  } catch (error) {
    return (error as DomainError).code;
  }
};

describe('requireOpenEventDay', () => {
  it('reads the day in the event time zone, not UTC', () => {
    expect(localDayAndMinute(new Date('2026-05-31T20:00:00Z'), 'Asia/Kolkata')).toEqual({ day: '2026-06-01', minuteOfDay: 90 });
    expect(codeOf('2026-06-01T02:30:00Z')).toBe('2026-06-01'); // 08:00 IST
  });

  it.each([
    ['2026-05-31T10:00:00Z', 'CHECKIN_NOT_OPEN'], // the day before
    ['2026-06-01T02:29:00Z', 'CHECKIN_NOT_OPEN'], // 07:59 IST on day one
    ['2026-06-03T14:30:00Z', '2026-06-03'], // 20:00 IST, the closing minute
    ['2026-06-03T14:31:00Z', 'CHECKIN_CLOSED'], // 20:01 IST
    ['2026-06-03T19:00:00Z', 'CHECKIN_CLOSED'], // 00:30 IST the day after the last
  ])('at %s gives %s', (at, expected) => {
    expect(codeOf(at)).toBe(expected);
  });
});

describe('localDayAndMinute, kept for the minute it was asked in (issue 34)', () => {
  it('gives each zone its own answer within one UTC minute', () => {
    const at = new Date('2026-06-01T18:29:10Z');
    expect(localDayAndMinute(at, 'Asia/Kolkata')).toEqual({ day: '2026-06-01', minuteOfDay: 23 * 60 + 59 });
    expect(localDayAndMinute(at, 'Asia/Kathmandu')).toEqual({ day: '2026-06-02', minuteOfDay: 14 });
    expect(localDayAndMinute(at, 'America/St_Johns')).toEqual({ day: '2026-06-01', minuteOfDay: 15 * 60 + 59 }); // NDT, -2:30
    expect(localDayAndMinute(new Date('2026-06-01T18:29:59.999Z'), 'Asia/Kolkata')).toEqual({
      day: '2026-06-01',
      minuteOfDay: 23 * 60 + 59,
    });
  });

  it('moves to the next local day at the first millisecond of the next minute, and back for an earlier time', () => {
    expect(localDayAndMinute(new Date('2026-06-01T18:29:59.999Z'), 'Asia/Kolkata').day).toBe('2026-06-01');
    expect(localDayAndMinute(new Date('2026-06-01T18:30:00.000Z'), 'Asia/Kolkata')).toEqual({ day: '2026-06-02', minuteOfDay: 0 });
    expect(localDayAndMinute(new Date('2026-06-01T18:29:00.000Z'), 'Asia/Kolkata')).toEqual({
      day: '2026-06-01',
      minuteOfDay: 23 * 60 + 59,
    });
  });
});
