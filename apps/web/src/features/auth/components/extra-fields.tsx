import { Link } from 'react-router';
import { GENDERS } from '@podium/contracts/auth/phone-format';
import { SIGN_IN_MESSAGES } from '@podium/contracts/auth/sign-in-messages';
import { useCompanies } from '../api/get-companies';
import { visibleFields, type DetailsValues, type MissingFlags } from '../details-form';
import { CompanyCombobox } from './company-combobox';

interface ExtraFieldsProps {
  missing: MissingFlags;
  values: DetailsValues;
  onChange(values: DetailsValues): void;
}

const inputClassName =
  'w-full rounded-lg border border-slate-300 px-3 py-2.5 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500';
const labelClassName = 'mb-1 block text-sm font-semibold text-slate-700';
const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { male: 'Male', female: 'Female', other: 'Other' };

/** Name, email, gender, company and terms: what a first sign-in still needs (spec section 2). */
export function ExtraFields({ missing, values, onChange }: ExtraFieldsProps) {
  const fields = visibleFields(missing);
  const companies = useCompanies(fields.company);
  // Terms acceptance resets whenever the details change (spec section 5).
  const change = (patch: Partial<DetailsValues>) => onChange({ ...values, ...patch, acceptedTerms: false });

  return (
    <div className="space-y-4">
      {fields.name && (
        <div>
          <label htmlFor="login-name" className={labelClassName}>
            Full name
          </label>
          <input
            id="login-name"
            autoComplete="name"
            value={values.name}
            onChange={(event) => change({ name: event.target.value })}
            className={inputClassName}
          />
        </div>
      )}
      {fields.email && (
        <div>
          <label htmlFor="login-email" className={labelClassName}>
            Email
          </label>
          <input
            id="login-email"
            type="email"
            autoComplete="email"
            aria-describedby="login-email-hint"
            value={values.email}
            onChange={(event) => change({ email: event.target.value })}
            className={inputClassName}
          />
          <p id="login-email-hint" className="mt-1 text-xs text-slate-500">
            {SIGN_IN_MESSAGES.emailHint}
          </p>
        </div>
      )}
      {fields.gender && (
        <div>
          <label htmlFor="login-gender" className={labelClassName}>
            Gender
          </label>
          <select
            id="login-gender"
            value={values.gender}
            onChange={(event) => change({ gender: event.target.value as DetailsValues['gender'] })}
            className={inputClassName}
          >
            <option value="" disabled>
              Select gender
            </option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {GENDER_LABELS[gender]}
              </option>
            ))}
          </select>
        </div>
      )}
      {fields.company && (
        <div>
          <label htmlFor="login-company" className={labelClassName}>
            Company
          </label>
          <CompanyCombobox
            inputId="login-company"
            companies={companies.data ?? []}
            value={values.company}
            onChange={(company) => change({ company })}
          />
        </div>
      )}
      {fields.terms && (
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={values.acceptedTerms}
            onChange={(event) => onChange({ ...values, acceptedTerms: event.target.checked })}
            className="mt-0.5 h-4 w-4"
          />
          <span>
            I agree to the{' '}
            <Link to="/terms-conditions" target="_blank" className="font-semibold text-brand-700 underline">
              Terms &amp; Conditions
            </Link>{' '}
            and{' '}
            <Link to="/privacy-policy" target="_blank" className="font-semibold text-brand-700 underline">
              Privacy Policy
            </Link>
          </span>
        </label>
      )}
    </div>
  );
}
