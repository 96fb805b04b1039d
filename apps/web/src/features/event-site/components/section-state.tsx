import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';

/** Loading, error and empty states of a microsite section, in one look. */
export function SectionState({
  isLoading,
  error,
  isEmpty,
  emptyText,
  children,
}: {
  isLoading: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (isLoading) {
    return (
      // Page-tall: the footer stays below the fold until the content arrives (issue 34, CLS).
      <div role="status" className="grid min-h-dvh content-start gap-3 sm:grid-cols-2">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-28 rounded-2xl" />
        ))}
        <span className="sr-only">Loading…</span>
      </div>
    );
  }
  if (error) {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
        {error instanceof Error ? error.message : 'Something went wrong.'} Please try again.
      </p>
    );
  }
  if (isEmpty)
    return <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-500">{emptyText}</p>;
  return <>{children}</>;
}
