import { useEffect, useRef } from 'react';

/**
 * For a page an email link opens (verify, unsubscribe): sends the link's token once on arrival,
 * never again on a re-render or React's second effect run in development. Nothing without a token.
 */
export function useSendLinkTokenOnce(token: string | null, send: (token: string) => void): void {
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    send(token);
  }, [token, send]);
}
