import { describe, expect, it } from 'vitest';
import { secondsUntilNextSend, sendLimitsOf } from './send-limits';

const now = new Date('2026-06-01T10:00:00Z');
const limits = sendLimitsOf(20);
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('secondsUntilNextSend', () => {
  it('allows the first send', () => {
    expect(secondsUntilNextSend({ phone: [], ip: [] }, now, limits)).toBe(0);
  });

  it('waits out the 60 s gap between sends to one phone', () => {
    expect(secondsUntilNextSend({ phone: [ago(20)], ip: [] }, now, limits)).toBe(40);
    expect(secondsUntilNextSend({ phone: [ago(60)], ip: [] }, now, limits)).toBe(0);
  });

  it('allows 5 per 15 minutes', () => {
    const sends = [ago(61), ago(200), ago(300), ago(400)];
    expect(secondsUntilNextSend({ phone: sends, ip: [] }, now, limits)).toBe(0);
    expect(secondsUntilNextSend({ phone: [...sends, ago(500)], ip: [] }, now, limits)).toBe(900 - 500);
  });

  it('allows 10 per day', () => {
    const sends = Array.from({ length: 10 }, (_, index) => ago(3600 * (index + 1)));
    expect(secondsUntilNextSend({ phone: sends, ip: [] }, now, limits)).toBe(86_400 - 36_000);
    expect(secondsUntilNextSend({ phone: sends.slice(1), ip: [] }, now, limits)).toBe(0);
  });

  it('allows the configured number per IP per hour', () => {
    const sends = Array.from({ length: 20 }, (_, index) => ago(100 + index * 10));
    expect(secondsUntilNextSend({ phone: [], ip: sends }, now, limits)).toBe(3600 - 290);
    expect(secondsUntilNextSend({ phone: [], ip: sends.slice(1) }, now, limits)).toBe(0);
  });
});
