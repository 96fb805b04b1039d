import type { ReactNode } from 'react';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** A readable policy page: title, last-updated line, an optional summary and numbered sections. */
export function LegalDocument({
  title,
  updated,
  summary,
  sections,
}: {
  title: string;
  updated: string;
  summary?: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="mt-2 text-sm text-slate-500">Last updated {updated}</p>
      {summary && <div className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-4 text-slate-700">{summary}</div>}
      <ol className="mt-8 space-y-8">
        {sections.map((section, index) => (
          <li key={section.heading}>
            <h2 className="text-lg font-semibold text-ink">
              {index + 1}. {section.heading}
            </h2>
            <div className="mt-2 space-y-3 leading-relaxed text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">
              {section.body}
            </div>
          </li>
        ))}
      </ol>
    </article>
  );
}
