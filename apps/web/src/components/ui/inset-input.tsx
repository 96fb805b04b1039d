import type { InputHTMLAttributes, Ref } from 'react';

export interface InsetInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  type?: 'text' | 'tel' | 'email' | 'search';
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text box with no look of its own, for a group that draws the border and the focus ring around
 * it and a prefix (the sign-in phone number after its country code); `className` draws the rest.
 * Its own module, apart from './controls': the sign-in page's first load carries only this box
 * (its JavaScript budget is 150 KiB).
 */
export function InsetInput({ type = 'text', ...props }: InsetInputProps) {
  return <input type={type} {...props} />;
}
