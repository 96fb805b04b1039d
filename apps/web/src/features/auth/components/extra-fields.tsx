import { Link } from 'react-router';
import { GENDERS } from '@podium/contracts/auth/phone-format';
import { SIGN_IN_MESSAGES } from '@podium/contracts/auth/sign-in-messages';
import { useCompanies } from '../api/get-companies';
import { visibleFields, type DetailErrors, type DetailsValues, type MissingFlags } from '../details-form';
import { CompanyCombobox } from './company-combobox';
import { TextInput, NativeSelect, Checkbox } from '../../../components/ui/controls';

interface ExtraFieldsProps {
  missing: MissingFlags;
  values: DetailsValues;
  onChange(values: DetailsValues): void;
  /** Each field's problem, shown under it and outlined (all at once, issue 30). */
  errors?: DetailErrors;
  /** The tenant's SSO email domains: where there are some, the hint asks for the work email. */
  workEmailDomains?: string[];
}

/** A field's problem, right under it; its id is the field's id plus `-error`. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** The email hint: the work email where the site signs people in by their company's domain. */
export function emailHintFor(workEmailDomains: string[] = []): string {
  if (workEmailDomains.length === 0) return SIGN_IN_MESSAGES.emailHint;
  const domains = workEmailDomains.map((domain) => `@${domain}`).join(', ');
  return `Enter your work email (${domains}): this site recognises your company by it.`;
}
const labelClassName = 'mb-1 block text-sm font-semibold text-slate-700';
const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { male: 'Male', female: 'Female', other: 'Other' };

/** Name, email, gender, company and terms: what a first sign-in still needs (spec section 2). */
export function ExtraFields({ missing, values, onChange, errors = {}, workEmailDomains }: ExtraFieldsProps) {
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
          <TextInput
            id="login-name"
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'login-name-error' : undefined}
            value={values.name}
            onChange={(event) => change({ name: event.target.value })}
          />
          <FieldError id="login-name-error" message={errors.name} />
        </div>
      )}
      {fields.email && (
        <div>
          <label htmlFor="login-email" className={labelClassName}>
            Email
          </label>
          <TextInput
            id="login-email"
            type="email"
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'login-email-error login-email-hint' : 'login-email-hint'}
            value={values.email}
            onChange={(event) => change({ email: event.target.value })}
          />
          <FieldError id="login-email-error" message={errors.email} />
          <p id="login-email-hint" className="mt-1 text-xs text-slate-500">
            {emailHintFor(workEmailDomains)}
          </p>
        </div>
      )}
      {fields.gender && (
        <div>
          <label htmlFor="login-gender" className={labelClassName}>
            Gender
          </label>
          <NativeSelect
            id="login-gender"
            value={values.gender}
            aria-invalid={errors.gender ? true : undefined}
            aria-describedby={errors.gender ? 'login-gender-error' : undefined}
            onChange={(event) => change({ gender: event.target.value as DetailsValues['gender'] })}
          >
            <option value="" disabled>
              Select gender
            </option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {GENDER_LABELS[gender]}
              </option>
            ))}
          </NativeSelect>
          <FieldError id="login-gender-error" message={errors.gender} />
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
            invalid={Boolean(errors.company)}
            describedBy={errors.company ? 'login-company-error' : undefined}
          />
          <FieldError id="login-company-error" message={errors.company} />
        </div>
      )}
      {fields.terms && (
        <div>
          <label className={`flex items-start gap-2 text-sm text-slate-700 ${errors.terms ? 'rounded-lg p-2 ring-1 ring-red-600' : ''}`}>
            <Checkbox
              id="login-terms"
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? 'login-terms-error' : undefined}
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
          <FieldError id="login-terms-error" message={errors.terms} />
        </div>
      )}
    </div>
  );
}
