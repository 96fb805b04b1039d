import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { CONTROL_BASE_CLASS, CONTROL_CLASS, lookWith } from './text-input';

/**
 * The kit's raw controls. Features draw every input, select and text area through these (lint
 * refuses the bare JSX elements in `features/**`), so the look, the 44 px target and the 16 px text
 * that keeps phones from zooming live in one place. Each forwards every native prop and its ref.
 */

/** A file picker whose button looks like the kit's secondary button, with the chosen name beside it. */
export const FILE_INPUT_CLASS =
  'block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-solid file:border-slate-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50';

export { CONTROL_BASE_CLASS, CONTROL_CLASS, TextInput, type TextInputProps } from './text-input';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text box; `py-2` so its first line does not touch the border. */
export function TextArea({ className = '', ...props }: TextAreaProps) {
  return <textarea className={lookWith(`${CONTROL_CLASS} py-2`, className)} {...props} />;
}

export interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  inline?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A select whose options are written as children (groups, options built in a loop). Prefer
 * `Select` from './field' when the options are a typed list of values.
 */
export function NativeSelect({ inline = false, className = '', ...props }: NativeSelectProps) {
  const look = inline ? CONTROL_BASE_CLASS : CONTROL_CLASS;
  return <select className={lookWith(look, className)} {...props} />;
}

type ToggleProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> };

/** The size every tick box and radio takes: a 20 px box in the brand's colour. */
export const TOGGLE_CLASS = 'h-5 w-5 shrink-0 accent-brand-600';

/** A tick box. Its label is the caller's (`<label><Checkbox /> Words</label>`), so it can wrap text. */
export function Checkbox({ className = TOGGLE_CLASS, ...props }: ToggleProps) {
  return <input type="checkbox" className={className} {...props} />;
}

/** One choice of a radio group. */
export function Radio({ className = TOGGLE_CLASS, ...props }: ToggleProps) {
  return <input type="radio" className={className} {...props} />;
}

/** A file picker whose button looks like the kit's secondary button, with the chosen name beside it. */
export function FileInput({ className = FILE_INPUT_CLASS, ...props }: ToggleProps) {
  return <input type="file" className={className} {...props} />;
}

/** The swatch a colour picker shows: a 44 px target with the chosen colour inside a kit border. */
export const COLOR_INPUT_CLASS = 'h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1';

/**
 * A colour picker (the browser's own). Not a TextInput look: a text box's padding and full width
 * would squash the swatch. `className` adds layout only (margins).
 */
export function ColorInput({ className = '', ...props }: ToggleProps) {
  return <input type="color" className={className ? `${COLOR_INPUT_CLASS} ${className}` : COLOR_INPUT_CLASS} {...props} />;
}

export interface PinInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'maxLength' | 'inputMode'
> {
  /** How many digits the code has; more typed or pasted are cut. */
  length: number;
  value: string;
  /** Called with digits only, whatever was typed or pasted ("123 456" gives "123456"). */
  onChange: (digits: string) => void;
  /** Big, spaced digits for a code that is the whole step (two-factor). */
  large?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The big code box: the control look with its text size swapped, not overridden. Tailwind orders its
 * CSS by utility, not by the order in `className`, so `text-2xl` after the look's `text-base` would
 * lose (a caller's className adds layout, never a look the kit already sets).
 */
const LARGE_PIN_CLASS = `${CONTROL_CLASS.replace('text-base', 'text-2xl')} py-2 text-center font-mono tracking-[0.5em]`;

/** A one-time code box: the number pad on phones, digits only, filled in by the phone from an SMS. */
export function PinInput({ length, value, onChange, large = false, className = '', ...props }: PinInputProps) {
  const look = large ? LARGE_PIN_CLASS : CONTROL_CLASS;
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      // No maxLength: the browser would cut a pasted "123 456" at six characters before the
      // digits are picked out; onChange keeps the first `length` digits instead.
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, length))}
      className={lookWith(look, className)}
      {...props}
    />
  );
}

export interface EventSelectProps extends Omit<NativeSelectProps, 'value' | 'onChange' | 'children'> {
  events: readonly { id: number; name: string }[] | undefined;
  value: number | string;
  onChange: (value: string) => void;
  /** A first option with the empty value ("The whole site", "Choose an event"); none when omitted. */
  emptyOption?: string;
}

/** The event picker of the staff and admin screens: one option per event. The caller's label names it. */
export function EventSelect({ events, value, onChange, emptyOption, inline = true, ...props }: EventSelectProps) {
  return (
    <NativeSelect inline={inline} value={value} onChange={(event) => onChange(event.target.value)} {...props}>
      {emptyOption !== undefined && <option value="">{emptyOption}</option>}
      {events?.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </NativeSelect>
  );
}
