import { useEffect } from 'react';
import { startAuthLifecycle } from './session-sync';

/** Cookie-to-storage token sync every 2 s and the 0.5 s reload after auth-changed. Use once, in the root layout. */
export function useAuthLifecycle(): void {
  useEffect(() => startAuthLifecycle(), []);
}
