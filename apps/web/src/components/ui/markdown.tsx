import { lazy, Suspense } from 'react';

const MarkdownRenderer = lazy(async () => ({ default: (await import('./markdown-renderer')).Markdown }));

/**
 * Renders Markdown (rules, blog posts) as safe HTML; markdown-it (about 40 KB gzipped) loads only
 * when a page shows Markdown, after the page's first paint (issue 14). The source shows as plain
 * text meanwhile, so the text is there at once and the layout barely moves.
 */
export function Markdown({ source, className = '' }: { source: string; className?: string }) {
  return (
    <Suspense fallback={<div className={`whitespace-pre-line leading-relaxed text-slate-700 ${className}`}>{source}</div>}>
      <MarkdownRenderer source={source} className={className} />
    </Suspense>
  );
}
