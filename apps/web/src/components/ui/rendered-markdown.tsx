/** The typography of rendered Markdown; the server's pre-painted about page copies it (event-prepaint.ts). */
export const MARKDOWN_CLASSES =
  'space-y-3 leading-relaxed text-slate-700 [&_a]:text-brand-600 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-4 [&_h3]:font-semibold [&_h3]:text-ink [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_strong]:text-ink [&_ul]:list-disc [&_ul]:space-y-1';

/**
 * HTML that `renderMarkdown` (@podium/contracts/text/markdown) made, the web app's or the server's
 * (an event's `rulesHtml`). Only that renderer's output comes here: it escapes every tag of the source.
 */
export function RenderedMarkdown({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${MARKDOWN_CLASSES} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
