import MarkdownIt from 'markdown-it';

// Raw HTML off: Markdown an organiser typed cannot inject markup (every tag in it is escaped), and
// markdown-it refuses javascript: and other unsafe links.
const renderer = new MarkdownIt({ html: false, linkify: true, typographer: true });

/**
 * Markdown (an event's rules, a blog post) as safe HTML. One renderer for both sides: the server
 * renders an event's rules into its answer (`rulesHtml`), so the about page shows them without
 * downloading and running the renderer (issue 34); the web app renders what the server did not.
 */
export function renderMarkdown(source: string): string {
  return renderer.render(source);
}
