import { MFA_CODE_LENGTH } from '@podium/contracts/mfa/mfa-rules';
import { PinInput } from '../../../components/ui/controls';

interface CodeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  autoFocus?: boolean;
}

/** A six-digit authenticator code: digits only (typed or pasted, "123 456" too), at most six, read by password managers as a one-time code. */
export function CodeField({ id, label, value, onChange, error, autoFocus }: CodeFieldProps) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <PinInput
        id={id}
        name={id}
        length={MFA_CODE_LENGTH}
        large
        value={value}
        onChange={onChange}
        autoFocus={autoFocus}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
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
