import type { AdminCategory, CategoryInput, UpdateCategoryInput } from '@podium/contracts/admin/admin-events';
import { mainUnits, parseMainUnits } from '../../payments';

export type GenderRule = NonNullable<CategoryInput['gender']>;

/** The category editor's fields as typed (text, so a half-typed number is never lost). */
export interface CategoryFields {
  sportName: string;
  isTeamSport: boolean;
  categoryName: string;
  venueId: number;
  capacity: string;
  gender: GenderRule;
  minAge: string;
  maxAge: string;
  fee: string;
  earlyBirdFee: string;
  earlyBirdUntil: string;
  /** A team sport's teams may mix companies (issue 33 §4). */
  allowsMixedTeams: boolean;
}

export type CategoryFieldErrors = Partial<Record<keyof CategoryFields, string>>;

/** Who may enter, as an admin reads it. */
export const GENDER_RULE_OPTIONS: ReadonlyArray<{ value: GenderRule; label: string }> = [
  { value: 'any', label: 'Anyone' },
  { value: 'male', label: 'Men only' },
  { value: 'female', label: 'Women only' },
  { value: 'mixed', label: 'Mixed (anyone)' },
];

/** The empty form of a new category (at the event's first venue). */
export const newCategoryFields = (venueId: number): CategoryFields => ({
  sportName: '',
  isTeamSport: false,
  categoryName: 'Open',
  venueId,
  capacity: '',
  gender: 'any',
  minAge: '',
  maxAge: '',
  fee: '',
  earlyBirdFee: '',
  earlyBirdUntil: '',
  allowsMixedTeams: false,
});

/** The form of an existing category, as saved. */
export const fieldsOf = (category: AdminCategory): CategoryFields => ({
  sportName: category.sportName,
  isTeamSport: false,
  categoryName: category.categoryName,
  venueId: category.venueId,
  capacity: category.capacity === null ? '' : String(category.capacity),
  gender: category.gender,
  minAge: category.minAge === null ? '' : String(category.minAge),
  maxAge: category.maxAge === null ? '' : String(category.maxAge),
  fee: category.fee ? mainUnits(category.fee.amount) : '',
  earlyBirdFee: category.fee?.earlyBirdAmount ? mainUnits(category.fee.earlyBirdAmount) : '',
  earlyBirdUntil: category.fee?.earlyBirdUntil?.slice(0, 10) ?? '',
  allowsMixedTeams: category.allowsMixedTeams,
});

const WHOLE = /^\d{1,6}$/;

/** A typed whole number (empty = none), or why it is not one. */
function wholeOrNone(typed: string, what: string): { value: number | null } | { problem: string } {
  const text = typed.trim();
  if (!text) return { value: null };
  if (!WHOLE.test(text)) return { problem: `Enter the ${what} as a whole number, or leave it empty.` };
  return { value: Number(text) };
}

type Rules = Pick<CategoryInput, 'categoryName' | 'venueId' | 'capacity' | 'gender' | 'minAge' | 'maxAge' | 'fee' | 'allowsMixedTeams'>;

/**
 * The typed fields as the API's category rules, or each field's problem. The server checks again
 * (and alone knows how many are registered and when the event starts).
 */
export function rulesFromFields(fields: CategoryFields, currency: string): { rules: Rules } | { errors: CategoryFieldErrors } {
  const errors: CategoryFieldErrors = {};
  if (fields.categoryName.trim().length < 2) errors.categoryName = 'The category name needs at least 2 characters.';
  const capacity = wholeOrNone(fields.capacity, 'capacity');
  if ('problem' in capacity) errors.capacity = capacity.problem;
  else if (capacity.value === 0) errors.capacity = 'The capacity must be at least 1 (empty = no limit).';
  const minAge = wholeOrNone(fields.minAge, 'youngest age');
  if ('problem' in minAge) errors.minAge = minAge.problem;
  const maxAge = wholeOrNone(fields.maxAge, 'oldest age');
  if ('problem' in maxAge) errors.maxAge = maxAge.problem;
  if ('value' in minAge && 'value' in maxAge && minAge.value !== null && maxAge.value !== null && minAge.value > maxAge.value) {
    errors.maxAge = 'The oldest age must not be below the youngest.';
  }
  let fee: Rules['fee'] = null;
  if (fields.fee.trim()) {
    const amount = parseMainUnits(fields.fee);
    if ('problem' in amount) errors.fee = amount.problem;
    let earlyBirdAmount: number | null = null;
    if (fields.earlyBirdFee.trim()) {
      const early = parseMainUnits(fields.earlyBirdFee);
      if ('problem' in early) errors.earlyBirdFee = early.problem;
      else if ('minor' in amount && early.minor >= amount.minor) errors.earlyBirdFee = 'The early-bird fee must be lower than the fee.';
      else earlyBirdAmount = early.minor;
      if (!fields.earlyBirdUntil) errors.earlyBirdUntil = 'Give the last day of the early-bird fee.';
    } else if (fields.earlyBirdUntil) errors.earlyBirdFee = 'Give the early-bird fee, or clear its last day.';
    if ('minor' in amount) {
      fee = {
        amount: amount.minor,
        currency,
        chargedPer: 'person',
        earlyBirdAmount,
        // The early-bird fee lasts to the end of its last day, India time (as in Admin → Payments).
        earlyBirdUntil: earlyBirdAmount !== null ? `${fields.earlyBirdUntil}T23:59:59+05:30` : null,
      };
    }
  } else if (fields.earlyBirdFee.trim()) errors.fee = 'Give the fee too: an early-bird fee is a lower price of it.';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    rules: {
      categoryName: fields.categoryName.trim(),
      venueId: fields.venueId,
      capacity: (capacity as { value: number | null }).value,
      gender: fields.gender,
      minAge: (minAge as { value: number | null }).value,
      maxAge: (maxAge as { value: number | null }).value,
      fee,
      allowsMixedTeams: fields.allowsMixedTeams,
    },
  };
}

/** An edit's body: every rule, but the fee only when its fields changed (saving a name does not rewrite the fee). */
export function changeOf(category: AdminCategory, fields: CategoryFields, rules: Rules): UpdateCategoryInput {
  const { fee, ...rest } = rules;
  const saved = fieldsOf(category);
  const isSameFee = (['fee', 'earlyBirdFee', 'earlyBirdUntil'] as const).every((key) => saved[key].trim() === fields[key].trim());
  if (isSameFee) return rest;
  // A fee charged per team stays so (Admin → Payments sets that); its currency is the one it has.
  return {
    ...rest,
    fee: fee && { ...fee, chargedPer: category.fee?.chargedPer ?? 'person', currency: category.fee?.currency ?? fee.currency },
  };
}
