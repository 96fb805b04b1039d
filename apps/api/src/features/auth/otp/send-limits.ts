/** A send limit: at most `max` sends in any `windowSeconds`. */
export interface SendLimit {
  scope: 'phone' | 'ip';
  max: number;
  windowSeconds: number;
}

/** Per phone: 1 per 60 s, 5 per 15 min, 10 per day. */
export const PHONE_SEND_LIMITS: readonly SendLimit[] = [
  { scope: 'phone', max: 1, windowSeconds: 60 },
  { scope: 'phone', max: 5, windowSeconds: 15 * 60 },
  { scope: 'phone', max: 10, windowSeconds: 24 * 60 * 60 },
];

/**
 * The phone limits plus a per-IP ceiling per hour (OTP_IP_HOURLY_LIMIT). The ceiling is high on
 * purpose (issue 13): a venue or office puts hundreds of people behind one public address, so it
 * only stops clear abuse; SMS pumping is bounded by the number-block, country and daily caps, and
 * a busy address pays a rising captcha cost.
 */
export function sendLimitsOf(ipHourlyLimit: number): readonly SendLimit[] {
  return [...PHONE_SEND_LIMITS, { scope: 'ip', max: ipHourlyLimit, windowSeconds: 60 * 60 }];
}

/** The longest window: older sends never matter. */
export const LONGEST_SEND_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * Seconds until one more send is allowed (0: allowed now). For each limit that is full, the wait
 * is until the oldest of the last `max` sends leaves the window; the longest wait wins.
 */
export function secondsUntilNextSend(
  sends: { phone: readonly Date[]; ip: readonly Date[] },
  now: Date,
  limits: readonly SendLimit[],
): number {
  let waitMs = 0;
  for (const limit of limits) {
    const windowMs = limit.windowSeconds * 1000;
    const inWindow = sends[limit.scope]
      .map((sentAt) => sentAt.getTime())
      .filter((sentAt) => sentAt > now.getTime() - windowMs)
      .sort((left, right) => right - left);
    if (inWindow.length < limit.max) continue;
    waitMs = Math.max(waitMs, inWindow[limit.max - 1]! + windowMs - now.getTime());
  }
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}
