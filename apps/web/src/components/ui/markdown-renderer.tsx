import { useMemo } from 'react';
import { renderMarkdown } from '@podium/contracts/text/markdown';
import { RenderedMarkdown } from './rendered-markdown';

/** Renders Markdown (rules, blog posts) as safe HTML with readable typography. */
export function Markdown({ source, className = '' }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <RenderedMarkdown html={html} className={className} />;
}
