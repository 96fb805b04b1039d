import { useEffect, useState } from 'react';

/** The event header turns solid after the page scrolls more than 20 px (spec section 9). */
export const SOLID_HEADER_SCROLL_PX = 20;

/**
 * True while the window is scrolled more than `thresholdPx`.
 *
 * Watched with an IntersectionObserver on an invisible marker covering the page's first
 * `thresholdPx` pixels, not by reading `window.scrollY`: reading it while React builds the page
 * makes the browser lay the page out there and then (20-29 ms of an event page's first render at a
 * phone's speed, issue 34), and a scroll listener runs on every scrolled frame. The marker is out
 * of view exactly when more than `thresholdPx` have scrolled by: an edge-adjacent marker still counts
 * as intersecting.
 */
export function useScrolledPast(thresholdPx: number = SOLID_HEADER_SCROLL_PX): boolean {
  const [isPast, setPast] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') {
      const onScroll = () => setPast(window.scrollY > thresholdPx);
      onScroll();
      window.addEventListener('scroll', onScroll, { passive: true });
      return () => window.removeEventListener('scroll', onScroll);
    }
    const marker = document.createElement('div');
    marker.setAttribute('aria-hidden', 'true');
    marker.dataset.scrollMarker = String(thresholdPx);
    marker.style.cssText = `position:absolute;top:0;left:0;width:1px;height:${thresholdPx}px;pointer-events:none;visibility:hidden`;
    document.body.append(marker);
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting);
    });
    observer.observe(marker);
    return () => {
      observer.disconnect();
      marker.remove();
    };
  }, [thresholdPx]);
  return isPast;
}
