import { MFA_CODE_LENGTH } from '@podium/contracts/mfa/mfa-rules';
import { digitsOnly } from '@podium/contracts/auth/phone-format';

interface CodeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  autoFocus?: boolean;
}

/** A six-digit authenticator code: digits only (typed or pasted), at most six, read by password managers as a one-time code. */
export function CodeField({ id, label, value, onChange, error, autoFocus }: CodeFieldProps) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={id}
        value={value}
        onChange={(event) => onChange(digitsOnly(event.target.value, MFA_CODE_LENGTH))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={MFA_CODE_LENGTH}
        autoFocus={autoFocus}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-center font-mono text-2xl tracking-[0.5em] focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500"
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}

export const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 font-semibold text-[var(--brand-on-primary)] hover:brightness-90 focus:outline-none focus:ring-2 focus:ring-brand-500 focus:ring-offset-2 disabled:opacity-60';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-700 hover:bg-slate-50 focus:outline-none focus:ring-2 focus:ring-brand-500 focus:ring-offset-2 disabled:opacity-60';
export const dangerButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-red-600 px-4 font-semibold text-white hover:bg-red-700 focus:outline-none focus:ring-2 focus:ring-red-500 focus:ring-offset-2 disabled:opacity-60';
