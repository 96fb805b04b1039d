import type { CurrentUser } from '@podium/contracts/auth/current-user';
import { STORAGE_KEYS } from '../storage-keys';

/** The user as cached under local storage `user` (spec section 3: name, email, phone, profileUrl, qrCode). */
export type CachedUser = CurrentUser & { qrCode?: string };

export function readCachedUser(): CachedUser | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as CachedUser | null;
    return value && typeof value === 'object' && typeof value.id === 'number' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function storeCachedUser(user: CachedUser): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}
