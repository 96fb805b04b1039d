import { useEffect, useState } from 'react';

/** How long a screen waits for its first live connection before it says it is reconnecting. */
const FIRST_CONNECT_GRACE_MS = 10_000;

function useIsOnline(): boolean {
  const [isOnline, setIsOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const update = () => setIsOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return isOnline;
}

/**
 * Whether the big screen should show its "Reconnecting…" mark: the device is offline, or the live
 * stream is down after having been up (or never came up within a short grace). The data on screen
 * stays as last read meanwhile; the stream reconnects by itself.
 */
export function useIsReconnecting(isLive: boolean): boolean {
  const isOnline = useIsOnline();
  const [hasWaited, setHasWaited] = useState(false);
  const [wasLive, setWasLive] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setHasWaited(true), FIRST_CONNECT_GRACE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (isLive && !wasLive) setWasLive(true);
  return !isOnline || (!isLive && (wasLive || hasWaited));
}
