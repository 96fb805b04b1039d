import type { ReactNode } from 'react';

/** What a badge says about its thing: the tone picks a colour with at least 4.5:1 contrast. */
export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'live';

const TONE_CLASSES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700',
  success: 'bg-emerald-100 text-emerald-800',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-800',
  info: 'bg-brand-50 text-brand-700',
  live: 'bg-red-600 text-white uppercase',
};

/** A short status word beside a name ('Published', 'Registered'): one shape and size everywhere. */
export function Badge({ tone = 'neutral', className = '', children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2 py-0.5 align-middle text-xs font-semibold ${TONE_CLASSES[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
