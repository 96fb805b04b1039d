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

/** The first problem with the extra fields, as the person should read it; undefined when all is well. */
export function validateDetails(missing: MissingFlags | undefined, values: DetailsValues): string | undefined {
  if (!missing) return undefined;
  const fields = visibleFields(missing);
  if (fields.name && !values.name.trim()) return SIGN_IN_MESSAGES.nameRequired;
  if (missing.isNameNotProvided && !values.gender) return SIGN_IN_MESSAGES.genderRequired;
  if ((missing.isNameNotProvided || missing.isEmailMissing) && !emailSchema.safeParse(values.email).success) {
    return emailSchema.safeParse(values.email).error?.issues[0]?.message;
  }
  if (fields.company && !values.company.name.trim()) return SIGN_IN_MESSAGES.companyRequired;
  if (fields.terms && !values.acceptedTerms) return SIGN_IN_MESSAGES.termsRequired;
  return undefined;
}
