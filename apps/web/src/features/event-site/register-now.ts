import { MESSAGES } from '@podium/contracts/messages';
import { coRegisterHref } from '@podium/contracts/events/event-path';
import { toast } from '../../components/ui/toaster';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * Where Register Now goes. Signed in: the registration page. Signed out: the login page, with the
 * toast 'Please login to register for Corporate Olympics' and the registration page stored as the
 * return URL, so signing in brings the person straight back to it.
 */
export function registerNowTarget(eventId: number, isAuthenticated: boolean): string {
  const registerHref = coRegisterHref(eventId);
  if (isAuthenticated) return registerHref;
  toast.error(MESSAGES.register.loginRequired);
  localStorage.setItem(STORAGE_KEYS.returnUrl, registerHref);
  return `/Login?redirect=${encodeURIComponent(registerHref)}`;
}
