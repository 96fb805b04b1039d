import { buttonClass } from '../../../components/ui/button';

/** Shared class names of the admin forms (mobile first: 44 px touch targets). */
export const inputClass = 'min-h-11 rounded-lg border border-slate-300 px-3';
export const primaryButton = buttonClass('primary');
export const secondaryButton = buttonClass('secondary');
export const panelClass = 'rounded-xl border border-slate-200 bg-white p-4';
