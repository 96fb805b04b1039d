import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrandHead } from './brand-head';

/** JSON made safe inside an HTML `<script>` data block: no `</script>` or `<!--` can close it. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The built index.html with a page's hints added before `</head>`: `modulepreload` links for its
 * chunks, its CSS, and the answers of its first reads in a `<script type="application/json">`
 * (data, never run: the Content-Security-Policy needs no change).
 */
export class WebShell {
  private constructor(private readonly html: string) {}

  static fromDist(distDir: string): WebShell {
    return new WebShell(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  }

  /**
   * `prepaint`, when given, replaces what `#root` holds (the loader) with the page's first content
   * as plain HTML (event-prepaint.ts); React replaces it on its first render.
   */
  render(hints: {
    scripts: string[];
    styles: string[];
    bootAnswers: Record<string, unknown>;
    prepaint?: string;
    brand?: BrandHead;
  }): string {
    const links = [
      ...(hints.brand ? [`<style id="podium-brand">${hints.brand.css}</style>`] : []),
      ...hints.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
      ...hints.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ];
    const boot =
      Object.keys(hints.bootAnswers).length > 0
        ? `<script type="application/json" id="podium-boot">${jsonForHtml(hints.bootAnswers)}</script>`
        : '';
    const html = hints.brand ? withBrandIcons(this.html, hints.brand) : this.html;
    const at = html.indexOf('</head>');
    if (at < 0) return html;
    const page = `${html.slice(0, at)}${links.join('')}${boot}${html.slice(at)}`;
    return hints.prepaint === undefined ? page : withRootContent(page, hints.prepaint);
  }
}

/** The page with `#root`'s content replaced; unchanged when `#root` is not the body's last element. */
function withRootContent(page: string, content: string): string {
  const open = '<div id="root">';
  const start = page.indexOf(open);
  const bodyEnd = page.lastIndexOf('</body>');
  const end = start < 0 || bodyEnd < 0 ? -1 : page.lastIndexOf('</div>', bodyEnd);
  if (end < start + open.length) return page;
  return `${page.slice(0, start + open.length)}${content}${page.slice(end)}`;
}

/** The first tag of `page` that starts with `tagStart`, replaced whole by `tag`; unchanged when absent. */
function withTagReplaced(page: string, tagStart: string, tag: string): string {
  // indexOf, not a regex: the guard in test/security/every-regex-is-safe.test.ts flags `<x[^>]*>`
  // as polynomial on a page of repeated tag starts.
  const start = page.indexOf(tagStart);
  const end = start < 0 ? -1 : page.indexOf('>', start);
  if (end < 0) return page;
  return `${page.slice(0, start)}${tag}${page.slice(end + 1)}`;
}

/** index.html's favicon, touch icon and theme colour swapped for the tenant's (brand-head.ts checked each value). */
function withBrandIcons(html: string, brand: BrandHead): string {
  let page = withTagReplaced(html, '<meta name="theme-color"', `<meta name="theme-color" content="${brand.themeColor}" />`);
  if (brand.favicon) page = withTagReplaced(page, '<link rel="icon"', `<link rel="icon" href="${brand.favicon}" />`);
  if (brand.appleTouchIcon)
    page = withTagReplaced(page, '<link rel="apple-touch-icon"', `<link rel="apple-touch-icon" href="${brand.appleTouchIcon}" />`);
  return page;
}
