import { emailSchema, type Gender } from '@podium/contracts/auth/phone';
import { SIGN_IN_MESSAGES } from '@podium/contracts/auth/sign-in-messages';
import type { DetailsRequiredAnswer } from '@podium/contracts/auth/verify-otp';
import type { CompanyValue } from './components/company-combobox';

/** What the server asked for on the first sign-in. */
export type MissingFlags = Pick<DetailsRequiredAnswer, 'isNameNotProvided' | 'isEmailMissing' | 'isCompanyNameNotProvided'>;

export interface DetailsValues {
  name: string;
  email: string;
  gender: Gender | '';
  company: CompanyValue;
  acceptedTerms: boolean;
}

export const EMPTY_DETAILS: DetailsValues = { name: '', email: '', gender: '', company: { name: '', id: null }, acceptedTerms: false };

/** Which fields show: name with a missing name; email and gender with a missing name or a required email (spec section 5). */
export function visibleFields(missing: MissingFlags | undefined) {
  const forceEmailRequired = Boolean(missing?.isEmailMissing);
  const isNameNotProvided = Boolean(missing?.isNameNotProvided);
  return {
    name: isNameNotProvided,
    email: forceEmailRequired || isNameNotProvided,
    gender: forceEmailRequired || isNameNotProvided,
    company: Boolean(missing?.isCompanyNameNotProvided),
    terms: Boolean(missing && (isNameNotProvided || forceEmailRequired || missing.isCompanyNameNotProvided)),
  };
}

/** The extra fields in the order they show, which is the order their problems are listed and focused. */
export const DETAIL_FIELDS = ['name', 'email', 'gender', 'company', 'terms'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type DetailErrors = Partial<Record<DetailField, string>>;

/**
 * Every problem with the extra fields at once, each under its field (issue 30: a person fixes them
 * all in one go instead of meeting them one per press). Empty when all is well.
 */
export function validateDetailFields(missing: MissingFlags | undefined, values: DetailsValues): DetailErrors {
  if (!missing) return {};
  const fields = visibleFields(missing);
  const errors: DetailErrors = {};
  if (fields.name && !values.name.trim()) errors.name = SIGN_IN_MESSAGES.nameRequired;
  if ((missing.isNameNotProvided || missing.isEmailMissing) && !emailSchema.safeParse(values.email).success) {
    errors.email = emailSchema.safeParse(values.email).error?.issues[0]?.message;
  }
  if (missing.isNameNotProvided && !values.gender) errors.gender = SIGN_IN_MESSAGES.genderRequired;
  if (fields.company && !values.company.name.trim()) errors.company = SIGN_IN_MESSAGES.companyRequired;
  if (fields.terms && !values.acceptedTerms) errors.terms = SIGN_IN_MESSAGES.termsRequired;
  return errors;
}

/** The first problem with the extra fields, as the person should read it; undefined when all is well. */
export function validateDetails(missing: MissingFlags | undefined, values: DetailsValues): string | undefined {
  const errors = validateDetailFields(missing, values);
  return DETAIL_FIELDS.map((field) => errors[field]).find(Boolean);
}
