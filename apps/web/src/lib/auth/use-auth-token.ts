import { useSyncExternalStore } from 'react';
import { readAuthToken } from '../auth-token';
import { AUTH_CHANGED_EVENT } from './auth-events';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(AUTH_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(AUTH_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The stored session token, re-read whenever `auth-changed` fires or another tab changes storage. */
export function useAuthToken(): string | undefined {
  return useSyncExternalStore(subscribe, readAuthToken, () => undefined);
}
