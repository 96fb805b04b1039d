import type { InputHTMLAttributes, Ref } from 'react';

// The text box and the control look, in their own module apart from './controls': the sign-in
// page's first load (its JavaScript budget is 150 KiB) needs only these (the company email box).

/**
 * The one look of a text box, select or text area: a 44 px target, 16 px text (phones do not zoom
 * in on focus), the brand ring on focus, red when invalid. Without a width, for inline filters.
 */
export const CONTROL_BASE_CLASS =
  'min-h-11 min-w-0 max-w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-600 disabled:bg-slate-100';
/** A control filling its field (forms). */
export const CONTROL_CLASS = `${CONTROL_BASE_CLASS} w-full`;
// A caller's text size (the big digits of a code box) must replace the look's 16 px, not fight it:
// two font-size classes on one element resolve by stylesheet order, not by the order written.
const TEXT_SIZE = /(^|\s)text-(xs|sm|base|lg|\d?xl)(\s|$)/;

/** The kit look followed by the caller's classes, without the look's text size when the caller sets one. */
export function lookWith(look: string, className: string): string {
  if (!className) return look;
  return `${TEXT_SIZE.test(className) ? look.replace(' text-base', '') : look} ${className}`;
}

type TextInputType =
  'text' | 'email' | 'tel' | 'url' | 'search' | 'password' | 'number' | 'date' | 'time' | 'datetime-local' | 'month' | 'range' | 'hidden';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  type?: TextInputType;
  /** Sized by its content instead of filling its field (inline filters, a row of small boxes). */
  inline?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A one-line text box (and its date, time and number kin) in the app's control style. */
export function TextInput({ type = 'text', inline = false, className = '', ...props }: TextInputProps) {
  const look = inline ? CONTROL_BASE_CLASS : CONTROL_CLASS;
  return <input type={type} className={lookWith(look, className)} {...props} />;
}
