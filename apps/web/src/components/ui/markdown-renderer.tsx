import { useMemo } from 'react';
import MarkdownIt from 'markdown-it';

// Raw HTML off: Markdown from the server cannot inject markup; markdown-it also refuses javascript: links.
const renderer = new MarkdownIt({ html: false, linkify: true, typographer: true });

/** Renders Markdown (rules, blog posts) as safe HTML with readable typography. */
export function Markdown({ source, className = '' }: { source: string; className?: string }) {
  const html = useMemo(() => renderer.render(source), [source]);
  return (
    <div
      className={`space-y-3 leading-relaxed text-slate-700 [&_a]:text-brand-600 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-4 [&_h3]:font-semibold [&_h3]:text-ink [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_strong]:text-ink [&_ul]:list-disc [&_ul]:space-y-1 ${className}`}
      // Safe: markdown-it with html:false escapes every tag in the source.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
