import { sql } from 'drizzle-orm';
import type { Config } from '../../../config/config';
import type { Database } from '../../../db/client';

/**
 * SMS pumping ("toll fraud"): bots make us text number ranges whose carrier pays the attacker per
 * SMS. Per-phone and per-IP limits don't stop that (every number is new, IPs rotate), so these
 * limits count all recent sends: per number block (the leading digits a carrier owns), per country,
 * and a daily cap that bounds the bill whatever happens.
 */
export interface PumpingLimits {
  prefixDigits: number;
  prefixHourly: number;
  countryHourly: number;
  daily: number;
}

export type PumpingLimit = 'prefix' | 'country' | 'daily';

export function pumpingLimitsOf(config: Config): PumpingLimits {
  return {
    prefixDigits: config.OTP_PREFIX_DIGITS,
    prefixHourly: config.OTP_PREFIX_HOURLY_LIMIT,
    countryHourly: config.OTP_COUNTRY_HOURLY_LIMIT,
    daily: config.OTP_DAILY_CAP,
  };
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The first limit one more send to `phone` would break, with the seconds until the oldest counted
 * send leaves its window; undefined when the send may go. One query over the last day of sends
 * (indexed on sent_at). Concurrent sends to different phones may overshoot a limit by a few.
 */
export async function findPumpingLimit(
  db: Database,
  phone: string,
  now: Date,
  limits: PumpingLimits,
): Promise<{ limit: PumpingLimit; retryAfterSeconds: number } | undefined> {
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const prefix = phone.slice(0, limits.prefixDigits);
  // Phones are stored without their country, and Podium takes +91 numbers only (spec section 9), so
  // the country's sends are all sends; with several countries this would filter on the country code.
  const result = await db.execute<{
    prefixCount: number;
    prefixOldest: string | Date | null;
    countryCount: number;
    countryOldest: string | Date | null;
    dayCount: number;
    dayOldest: string | Date | null;
  }>(sql`
    select
      count(*) filter (where sent_at > ${hourAgo}::timestamptz and left(phone, ${limits.prefixDigits}) = ${prefix})::int as "prefixCount",
      min(sent_at) filter (where sent_at > ${hourAgo}::timestamptz and left(phone, ${limits.prefixDigits}) = ${prefix}) as "prefixOldest",
      count(*) filter (where sent_at > ${hourAgo}::timestamptz)::int as "countryCount",
      min(sent_at) filter (where sent_at > ${hourAgo}::timestamptz) as "countryOldest",
      count(*)::int as "dayCount",
      min(sent_at) as "dayOldest"
    from otp_sends where sent_at > ${dayAgo}::timestamptz
  `);
  const row = result.rows[0]!;
  const waitUntil = (oldest: string | Date | null, windowMs: number) =>
    Math.max(1, Math.ceil((new Date(oldest ?? now).getTime() + windowMs - now.getTime()) / 1000));
  if (Number(row.dayCount) >= limits.daily) return { limit: 'daily', retryAfterSeconds: waitUntil(row.dayOldest, DAY_MS) };
  if (Number(row.countryCount) >= limits.countryHourly)
    return { limit: 'country', retryAfterSeconds: waitUntil(row.countryOldest, HOUR_MS) };
  if (Number(row.prefixCount) >= limits.prefixHourly) return { limit: 'prefix', retryAfterSeconds: waitUntil(row.prefixOldest, HOUR_MS) };
  return undefined;
}
