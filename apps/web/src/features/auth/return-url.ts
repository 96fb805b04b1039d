import { safeReturnPath } from '@podium/contracts/auth/return-url';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/** Keeps `/Login?redirect=…` as the return URL (spec section 2). */
export function storeReturnUrl(redirect: string): void {
  localStorage.setItem(STORAGE_KEYS.returnUrl, redirect);
}

/** Where to go after signing in: the stored return URL when it is a same-site path, else `/`. Clears it. */
export function takeReturnPath(): string {
  const stored = localStorage.getItem(STORAGE_KEYS.returnUrl);
  localStorage.removeItem(STORAGE_KEYS.returnUrl);
  return safeReturnPath(stored);
}

/** The return path without clearing it (for the MFA step, which finishes later). */
export function peekReturnPath(): string {
  return safeReturnPath(localStorage.getItem(STORAGE_KEYS.returnUrl));
}
