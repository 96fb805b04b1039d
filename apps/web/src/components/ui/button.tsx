import type { ButtonHTMLAttributes, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'dangerSecondary' | 'bare';
export type ButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold leading-snug transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60';
const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-[var(--brand-on-primary)] hover:brightness-90',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  ghost: 'text-brand-700 hover:bg-brand-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  /** A destructive action that is not the main one (Cancel registration beside others). */
  dangerSecondary: 'border border-red-200 bg-white text-red-700 hover:bg-red-50',
  /** No look of its own: a tab, an icon, a row or a link-like action that draws itself with `className`. */
  bare: '',
};
/** What even a bare button keeps: the focus ring and the disabled cursor. */
const BARE_BASE =
  'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed';
// Every size is a 44 px touch target at least (WCAG 2.5.5); the vertical padding keeps a label that
// wraps on a phone off the button's edges.
const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-4 py-1.5 text-sm',
  md: 'min-h-11 px-4 py-2',
  lg: 'min-h-12 px-6 py-2 text-base',
};

/**
 * The app's one button look, for a <button> and for a link that acts as one
 * (`<Link className={buttonClass('primary')}>`). `extra` adds layout only (margins, width).
 */
export function buttonClass(variant: ButtonVariant = 'primary', extra = '', size: ButtonSize = 'md'): string {
  if (variant === 'bare') return extra ? `${BARE_BASE} ${extra}` : BARE_BASE;
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}${extra ? ` ${extra}` : ''}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/** A button in the app's one style; `type` defaults to "button" (a form's submit says so). */
export function Button({ variant = 'primary', size = 'md', className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className, size)} {...props} />;
}
