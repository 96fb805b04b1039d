import { useEffect, useState } from 'react';

/**
 * False on the first render, true once what it rendered has been painted (the frame after the
 * commit, then the next task). Chunks that a page can show a moment later (the Markdown renderer,
 * the captcha) start loading then, so their downloads do not hold back the page's largest paint
 * (issue 14: Lighthouse counts every script requested before it).
 */
export function useAfterPaint(): boolean {
  const [isPainted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return isPainted;
}
