import type { ReactNode } from 'react';

/**
 * The frame of a signed-in person's own pages (Profile, My Coupons, My registrations, Security): one
 * width and one title style, so moving between them from the avatar menu does not make the page jump.
 */
export function AccountPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{title}</h1>
      {lead ? <p className="mt-2 text-slate-600">{lead}</p> : null}
      {children}
    </div>
  );
}
