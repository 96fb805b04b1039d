import type { ReactNode } from 'react';
import { BubblesLoader } from './ui/bubbles-loader';

/**
 * What the server painted into `#root` before any script ran (apps/api/src/http/web-app/
 * event-prepaint.ts, home-prepaint.ts): the whole markup, the part below an event page's hero
 * (`data-prepaint-body`), and the page it was painted for. React shows them again while that page's
 * code and data load, so what the person already sees does not blink out and back (issue 14, 34).
 */
let initialMarkup: string | undefined;
let initialBodyMarkup: string | undefined;
let paintedPath: string | undefined;

/** Keeps the server's markup before React replaces it; a no-op on pages the server does not paint. */
export function keepInitialPaint(container: HTMLElement): void {
  const painted = container.firstElementChild;
  if (!painted?.hasAttribute('data-prepaint')) return;
  initialMarkup = container.innerHTML;
  initialBodyMarkup = painted.querySelector('[data-prepaint-body]')?.innerHTML;
  paintedPath = window.location.pathname;
}

/** The painted markup while the person is still on the page it was painted for; undefined after. */
function keptMarkup(part: 'page' | 'body'): string | undefined {
  if (paintedPath === undefined) return undefined;
  if (paintedPath !== window.location.pathname) {
    releaseInitialPaint();
    return undefined;
  }
  return part === 'page' ? initialMarkup : initialBodyMarkup;
}

/** The page's own content is drawn: its painted copy is not shown again, even back on the same path. */
export function releaseInitialPaint(): void {
  initialMarkup = undefined;
  initialBodyMarkup = undefined;
  paintedPath = undefined;
}

/** Markup from our own server's HTML, already escaped there and already on screen once. */
function PaintedMarkup({ markup }: { markup: string }) {
  return <div className="contents" dangerouslySetInnerHTML={{ __html: markup }} />;
}

/**
 * The router's HydrateFallback: what shows while the first page's lazy chunk loads. The same
 * markup the server painted, or the bouncing-bubbles loader of spec section 2 on pages the server
 * does not paint. Without one, React Router renders nothing there and warns "No `HydrateFallback`
 * element provided".
 */
export function InitialPaintFallback() {
  const markup = keptMarkup('page');
  return markup === undefined ? <BubblesLoader /> : <PaintedMarkup markup={markup} />;
}

/** While the painted page's event loads: the painted page (hero and body), else `fallback`. */
export function InitialPagePaint({ fallback }: { fallback: ReactNode }) {
  const markup = keptMarkup('page');
  return markup === undefined ? fallback : <PaintedMarkup markup={markup} />;
}

/** While the painted page's section loads its code or data: the painted body under the hero, else `fallback`. */
export function InitialBodyPaint({ fallback = null }: { fallback?: ReactNode }) {
  const markup = keptMarkup('body');
  return markup === undefined ? fallback : <PaintedMarkup markup={markup} />;
}

/** Whether the server painted this page's body, so a section may wait for all its data before drawing. */
export function hasInitialBodyPaint(): boolean {
  return keptMarkup('body') !== undefined;
}
