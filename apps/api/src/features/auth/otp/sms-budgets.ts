import type { Config } from '../../../config/config';
import type { OtpSendAllowance } from '../../../db/schema/index';

/**
 * SMS budgets (issue 28). SMS pumping ("toll fraud") makes us text number ranges whose carrier
 * pays the attacker per SMS; per-phone and per-IP limits don't stop it (every number is new, IPs
 * rotate). Budgets used to count every tenant's sends together, so one attacker spending them
 * stopped sign-in on every tenant. Now:
 * - unknown numbers spend their tenant's budget (per number block per hour, per hour, per day);
 * - known numbers and known devices spend the tenant's separate known budget, so they get their
 *   code when strangers have spent the unknown one;
 * - a global cap (per country per hour, per day) over everything is the last resort, and an alarm.
 * Windows are fixed (clock hour, UTC day): one row per scope and window, claimed atomically.
 */
export type BudgetLimit = 'prefix' | 'tenant-hourly' | 'tenant-daily' | 'tenant-known-hourly' | 'country' | 'daily';

export interface SendBudget {
  limit: BudgetLimit;
  scope: string;
  max: number;
  windowStart: Date;
  windowMs: number;
  /** Over every tenant: reaching it is the alarm. */
  isGlobal: boolean;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const windowStartOf = (now: Date, windowMs: number) => new Date(Math.floor(now.getTime() / windowMs) * windowMs);

function budget(limit: BudgetLimit, scope: string, max: number, windowMs: number, now: Date): SendBudget {
  return { limit, scope, max, windowMs, windowStart: windowStartOf(now, windowMs), isGlobal: scope.startsWith('global:') };
}

/** The budgets one send claims, in order: the tenant's first, the global caps last. */
export function budgetsForSend(
  config: Config,
  send: { tenantId: number; phone: string; allowance: OtpSendAllowance },
  now: Date,
): SendBudget[] {
  const tenant = `tenant:${send.tenantId}`;
  // Phones are stored without their country and Podium takes +91 numbers only (spec section 9),
  // so the country's sends are all sends; with several countries the scope would name the country.
  const global = [
    budget('country', 'global:country:91:hour', config.OTP_COUNTRY_HOURLY_LIMIT, HOUR_MS, now),
    budget('daily', 'global:day', config.OTP_DAILY_CAP, DAY_MS, now),
  ];
  if (send.allowance !== 'unknown') {
    return [budget('tenant-known-hourly', `${tenant}:known:hour`, config.OTP_TENANT_KNOWN_HOURLY_LIMIT, HOUR_MS, now), ...global];
  }
  const prefix = send.phone.slice(0, config.OTP_PREFIX_DIGITS);
  return [
    budget('prefix', `${tenant}:prefix:${prefix}:hour`, config.OTP_PREFIX_HOURLY_LIMIT, HOUR_MS, now),
    budget('tenant-hourly', `${tenant}:unknown:hour`, config.OTP_TENANT_HOURLY_LIMIT, HOUR_MS, now),
    budget('tenant-daily', `${tenant}:unknown:day`, config.OTP_TENANT_DAILY_LIMIT, DAY_MS, now),
    ...global,
  ];
}

/** The tenant's unknown-number budgets, whose use decides whether the captcha is escalated. */
export function unknownBudgetsOf(config: Config, tenantId: number, now: Date): SendBudget[] {
  return budgetsForSend(config, { tenantId, phone: '', allowance: 'unknown' }, now).filter(
    (candidate) => candidate.limit === 'tenant-hourly' || candidate.limit === 'tenant-daily',
  );
}

/** Seconds until the budget's window ends (at least 1). */
export function secondsUntilWindowEnds(target: SendBudget, now: Date): number {
  return Math.max(1, Math.ceil((target.windowStart.getTime() + target.windowMs - now.getTime()) / 1000));
}

/** True when any of the budgets is used at or above `percent` of its maximum. */
export function isNearCap(budgets: readonly SendBudget[], used: ReadonlyMap<string, number>, percent: number): boolean {
  return budgets.some((candidate) => (used.get(candidate.scope) ?? 0) * 100 >= candidate.max * percent);
}
