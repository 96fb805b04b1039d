import type { CategoryFee } from '@podium/contracts/payments/order';
import { formatMoney } from '@podium/contracts/payments/format-money';
import { DomainError } from '../../../errors/domain-error';
import { startOfLocalDay } from '../../../platform/zoned-time';

/** A category's rules as they would stand after an edit (the stored values where the edit sends none). */
export interface CategoryRulesAfterEdit {
  capacity: number | null;
  placesTaken: number;
  isTeamSport: boolean;
  teamSizeMin: number | null;
  teamSizeMax: number | null;
  minAge: number | null;
  maxAge: number | null;
  fee: CategoryFee | null;
  event: { startsOn: string; timeZone: string };
}

/**
 * Refuses (400, with a message an admin can act on) a category whose rules contradict each other
 * or the people already in it. Pure: the caller reads the numbers inside its transaction.
 */
export function checkCategoryRules(rules: CategoryRulesAfterEdit): void {
  const refuse = (message: string) => {
    throw new DomainError('VALIDATION_FAILED', message);
  };
  if (rules.capacity !== null && rules.capacity < rules.placesTaken) {
    const taken = rules.isTeamSport ? `${rules.placesTaken} teams are` : `${rules.placesTaken} people are`;
    refuse(`${taken} already registered, so the capacity cannot be below ${rules.placesTaken}.`);
  }
  if (rules.teamSizeMin !== null && rules.teamSizeMax !== null && rules.teamSizeMin > rules.teamSizeMax) {
    refuse('The smallest team size must not be larger than the largest.');
  }
  if (rules.minAge !== null && rules.maxAge !== null && rules.minAge > rules.maxAge) {
    refuse(`The youngest age (${rules.minAge}) must not be above the oldest age (${rules.maxAge}).`);
  }
  const fee = rules.fee;
  if (!fee) return;
  if ((fee.earlyBirdAmount === null) !== (fee.earlyBirdUntil === null)) {
    refuse('An early-bird price needs both an amount and a last day.');
  }
  if (fee.earlyBirdAmount !== null && fee.earlyBirdAmount >= fee.amount) {
    refuse(
      `The early-bird price (${formatMoney(fee.earlyBirdAmount, fee.currency)}) must be lower than the fee (${formatMoney(fee.amount, fee.currency)}).`,
    );
  }
  if (fee.earlyBirdUntil !== null && new Date(fee.earlyBirdUntil) > startOfLocalDay(rules.event.startsOn, rules.event.timeZone)) {
    refuse(`The early-bird price must end before the event starts on ${rules.event.startsOn}.`);
  }
}
