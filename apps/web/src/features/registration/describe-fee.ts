import type { EventSportCategory } from '@podium/contracts/events/event-site';
import { formatAmount } from '../../lib/format-amount';
import { formatScheduleTime } from '../../lib/format-date';

/**
 * What a paid category costs, in a member's words: '₹499.00 per person', '₹2,000.00 per team
 * (paid by the team's creator)', with the early-bird price while it lasts. (Free ones say nothing.)
 */
export function describeFee(fee: NonNullable<EventSportCategory['fee']>, now: number): string {
  const per = fee.chargedPer === 'team' ? "per team (paid by the team's creator)" : 'per person';
  const regular = `${formatAmount(fee.amount, fee.currency)} ${per}`;
  if (fee.earlyBirdAmount !== null && fee.earlyBirdUntil !== null && now < Date.parse(fee.earlyBirdUntil)) {
    return `${formatAmount(fee.earlyBirdAmount, fee.currency)} ${per}, early bird until ${formatScheduleTime(fee.earlyBirdUntil)}, then ${formatAmount(fee.amount, fee.currency)}`;
  }
  return regular;
}
