/** The refusal of a state-changing request authenticated only by the session cookie from another site (403 CROSS_SITE_REQUEST). */
export const CROSS_SITE_REQUEST_MESSAGE =
  'This request came from another site with your session cookie, so it was refused. Use this site itself, or send the token in the Authorization header.';

/** The refusal of GET /api/auth/logout (405 METHOD_NOT_ALLOWED): a link must not be able to sign someone out. */
export const LOGOUT_NEEDS_POST_MESSAGE = 'Sign out with POST /api/auth/logout; a GET does not sign you out.';
