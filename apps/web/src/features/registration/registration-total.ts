import type { EventSportCategory } from '@podium/contracts/events/event-site';
import type { CategoryChoice } from './registration-choices';

/** What a fee costs now: the early-bird amount while it lasts, else the regular one. */
export function currentFee(fee: NonNullable<EventSportCategory['fee']>, now: number): number {
  return fee.earlyBirdAmount !== null && fee.earlyBirdUntil !== null && now < Date.parse(fee.earlyBirdUntil)
    ? fee.earlyBirdAmount
    : fee.amount;
}

/**
 * The running total of the chosen categories (issue 30), priced as the server will price the
 * order: per person, or per team for the team's creator only (joining a team pays nothing here).
 * Null when nothing chosen costs money. One currency per event; the server's order is the truth.
 */
export function registrationTotal(
  choices: Map<number, CategoryChoice>,
  categories: EventSportCategory[],
  now: number,
): { amountMinor: number; currency: string } | null {
  let amountMinor = 0;
  let currency: string | undefined;
  for (const [eventSportCategoryId, choice] of choices) {
    const fee = categories.find((row) => row.id === eventSportCategoryId)?.fee;
    if (!fee) continue;
    if (fee.chargedPer === 'team' && choice.isTeamSport && choice.teamMode === 'join-team') continue;
    amountMinor += currentFee(fee, now);
    currency ??= fee.currency;
  }
  return currency && amountMinor > 0 ? { amountMinor, currency } : null;
}
