import { expireCookieEverywhere, readCookie, writeCookie } from './cookies';
import { STORAGE_KEYS, TOKEN_COOKIE_MAX_AGE_SECONDS } from './storage-keys';

/** The session token: local storage `token`, else the `token` cookie (spec section 7). */
export function readAuthToken(): string | undefined {
  return localStorage.getItem(STORAGE_KEYS.token) || readCookie('token') || undefined;
}

/** Keeps the token in local storage and in the `token` cookie (30 days, secure on https, lax). */
export function storeAuthToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.authenticated, 'true');
  writeCookie('token', token, { maxAgeSeconds: TOKEN_COOKIE_MAX_AGE_SECONDS });
}

export function clearAuthToken(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.authenticated);
  expireCookieEverywhere('token');
  expireCookieEverywhere('auth_token');
}
