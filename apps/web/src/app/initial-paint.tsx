import { BubblesLoader } from '../components/ui/bubbles-loader';

let initialMarkup: string | undefined;

/**
 * Keeps the server's pre-painted top of an event page (event-prepaint.ts) so React can show it
 * again while the first route's code loads, instead of an empty page between the two.
 */
export function keepInitialPaint(container: HTMLElement): void {
  if (container.firstElementChild?.hasAttribute('data-prepaint')) initialMarkup = container.innerHTML;
}

/**
 * The router's HydrateFallback: what shows while the first page's lazy chunk loads. The same
 * markup the server painted (already escaped by the server, and already on screen), or the
 * bouncing-bubbles loader of spec section 2 on pages the server does not paint. Without one,
 * React Router renders nothing there and warns "No `HydrateFallback` element provided".
 */
export function InitialPaintFallback() {
  if (initialMarkup) return <div className="contents" dangerouslySetInnerHTML={{ __html: initialMarkup }} />;
  return <BubblesLoader />;
}
