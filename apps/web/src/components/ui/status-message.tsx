import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

const TONES = {
  danger: 'bg-red-50 text-red-600',
  warning: 'bg-amber-100 text-amber-700',
  success: 'bg-emerald-100 text-emerald-700',
} as const;

/**
 * A whole-page message (something went wrong, under maintenance): the icon in a tinted circle,
 * the page's heading, what it means, and what the person can do next.
 */
export function StatusMessage({
  icon: Icon,
  tone,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <div aria-hidden="true" className={`flex h-20 w-20 items-center justify-center rounded-full ${TONES[tone]}`}>
        <Icon className="h-10 w-10" strokeWidth={1.8} />
      </div>
      <h1 className="mt-6 text-balance text-3xl font-bold tracking-tight text-ink">{title}</h1>
      {children}
      {actions}
    </div>
  );
}
