import { useEffect } from 'react';

/**
 * Asks the browser to keep the display on while the screen is shown (a TV or a laptop by the field
 * must not dim), again whenever the page comes back into view, which releases the lock. A browser
 * without the Wake Lock API, or one that refuses, just leaves the display to its own settings.
 */
export function useScreenWakeLock(): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> } }).wakeLock;
    if (!wakeLock) return;
    let lock: { release(): Promise<void> } | undefined;
    let isStopped = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (granted) => {
          if (isStopped) void granted.release();
          else lock = granted;
        },
        () => undefined,
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      isStopped = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release().catch(() => undefined);
    };
  }, []);
}
