/** The window event every part of the app listens to when sign-in state changes (spec section 4). */
export const AUTH_CHANGED_EVENT = 'auth-changed';

export interface AuthChangedDetail {
  authenticated: boolean;
  user?: unknown;
}

export function dispatchAuthChanged(detail: AuthChangedDetail): void {
  window.dispatchEvent(new CustomEvent<AuthChangedDetail>(AUTH_CHANGED_EVENT, { detail }));
}
