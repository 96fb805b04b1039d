import { cloneElement, isValidElement, useId } from 'react';
import type { ReactElement, ReactNode, SelectHTMLAttributes } from 'react';
import { CONTROL_CLASS } from './controls';

// The control looks live with the controls (a sign-in page loads those without Field); re-exported
// here for the callers that import them from the field.
export { CONTROL_BASE_CLASS, CONTROL_CLASS, FILE_INPUT_CLASS } from './controls';

interface ControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** One control (input, select, textarea); Field gives it the id, description and invalid state. */
  children: ReactElement<ControlProps>;
  hint?: ReactNode;
  /** A message a person can act on; shown under the control and announced. */
  error?: string | null;
  className?: string;
}

/** A labelled form control with an optional hint and error, wired for screen readers. */
export function Field({ label, children, hint, error, className = '' }: FieldProps) {
  const generatedId = useId();
  const controlId = children.props.id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [children.props['aria-describedby'], hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control = isValidElement(children)
    ? cloneElement(children, {
        id: controlId,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : children.props['aria-invalid'],
      })
    : children;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {control}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface SelectOption<Value extends string> {
  value: Value;
  /** The words a person reads (never the internal key). */
  label: string;
}

export interface SelectProps<Value extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  value: Value;
  options: readonly SelectOption<Value>[];
  onChange: (value: Value) => void;
}

/** A native select (the phone's own picker) in the app's control style, typed by its values. */
export function Select<Value extends string>({ value, options, onChange, className = '', ...props }: SelectProps<Value>) {
  return (
    <select
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value as Value)}
      className={`${CONTROL_CLASS} ${className}`}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
