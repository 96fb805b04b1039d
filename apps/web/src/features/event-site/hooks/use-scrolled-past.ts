import { useEffect, useState } from 'react';

/** The event header turns solid after the page scrolls more than 20 px (spec section 9). */
export const SOLID_HEADER_SCROLL_PX = 20;

/** True while the window is scrolled more than `thresholdPx`. */
export function useScrolledPast(thresholdPx: number = SOLID_HEADER_SCROLL_PX): boolean {
  const [isPast, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > thresholdPx);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > thresholdPx);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [thresholdPx]);
  return isPast;
}
