// The first sign-in's extra fields: their values and which show. Zod-free, so the code step loads
// without the schema library; the checks are in details-validation.ts, loaded with the fields (issue 34).
import type { Gender } from '@podium/contracts/auth/phone';
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
