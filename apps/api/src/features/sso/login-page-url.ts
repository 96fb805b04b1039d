import type { SsoLoginErrorCode } from '@podium/contracts/sso/sso-login';

/** `/Login?error={code}`, keeping the return path as the page's `redirect` parameter when it is not `/`. */
export function loginPageUrl(code: SsoLoginErrorCode, returnTo: string): string {
  const query = new URLSearchParams({ error: code });
  if (returnTo !== '/') query.set('redirect', returnTo);
  return `/Login?${query.toString()}`;
}

/** `/Login?notice={code}` after a sign-in that worked but that the person should hear about; keeps the return path. */
export function loginNoticeUrl(notice: 'separate_account', returnTo: string): string {
  const query = new URLSearchParams({ notice });
  if (returnTo !== '/') query.set('redirect', returnTo);
  return `/Login?${query.toString()}`;
}
