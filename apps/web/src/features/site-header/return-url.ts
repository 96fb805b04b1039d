import { withoutTrailingSlashes } from '@podium/contracts/http/without-trailing-slashes';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * Stores where the person was (path and query) as the return URL that the login page sends them
 * back to. Nothing is stored from the login page itself, so a second press keeps the real origin.
 */
export function storeReturnUrl(pathname: string, search: string): void {
  if (withoutTrailingSlashes(pathname.toLowerCase()) === '/login') return;
  localStorage.setItem(STORAGE_KEYS.returnUrl, `${pathname}${search}`);
}
