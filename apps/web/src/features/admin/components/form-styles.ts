/** Shared class names of the admin forms (mobile first: 44 px touch targets). */
export const inputClass = 'min-h-11 rounded-lg border border-slate-300 px-3';
export const primaryButton = 'min-h-11 rounded-lg bg-brand-600 px-4 font-medium text-white disabled:opacity-50';
export const secondaryButton = 'min-h-11 rounded-lg border border-slate-300 px-4 font-medium';
export const panelClass = 'rounded-xl border border-slate-200 bg-white p-4';
