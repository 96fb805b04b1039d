// The checks of the first sign-in's extra fields (Zod's email schema from the contracts). Loaded
// with the fields themselves (first-sign-in-details.ts), only when the server asks for them (issue 34).
import { emailSchema } from '@podium/contracts/auth/phone';
import { SIGN_IN_MESSAGES } from '@podium/contracts/auth/sign-in-messages';
import { DETAIL_FIELDS, visibleFields, type DetailErrors, type DetailsValues, type MissingFlags } from './details-form';

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
