import { buildUrl } from '../http-client';

/**
 * `POST /api/auth/logout` with the token being ended. `keepalive` lets it finish even when the
 * 0.5 s reload after auth-changed unloads the page first.
 */
export async function requestLogout(token: string): Promise<void> {
  try {
    await fetch(buildUrl('/auth/logout'), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'access-token': token, 'content-type': 'application/json' },
      body: '{}',
      credentials: 'include',
      keepalive: true,
    });
  } catch {
    // The local sign-out already happened; a server that cannot be reached lets the session expire.
  }
}
