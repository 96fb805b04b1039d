import { lazy, Suspense } from 'react';
import { useAfterPaint } from '../../lib/use-after-paint';

const MarkdownRenderer = lazy(async () => ({ default: (await import('./markdown-renderer')).Markdown }));

/**
 * Renders Markdown (rules, blog posts) as safe HTML; markdown-it (about 40 KB gzipped) loads only
 * when a page shows Markdown, and only after the text has been painted (issue 14): the source shows
 * as plain text first, so the text is there at once, the layout barely moves, and the renderer's
 * download does not hold back the page's largest paint (it did: the about page's LCP waited for it).
 */
export function Markdown({ source, className = '' }: { source: string; className?: string }) {
  const isPainted = useAfterPaint();
  const plain = <div className={`whitespace-pre-line leading-relaxed text-slate-700 ${className}`}>{source}</div>;
  if (!isPainted) return plain;
  return (
    <Suspense fallback={plain}>
      <MarkdownRenderer source={source} className={className} />
    </Suspense>
  );
}
