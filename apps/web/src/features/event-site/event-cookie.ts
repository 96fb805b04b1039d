import { writeCookie } from '../../lib/cookies';
import { EVENT_ID_COOKIE_MAX_AGE_SECONDS, SESSION_KEYS } from '../../lib/storage-keys';

/** Cookie naming the event last visited (7 days, spec section 9). */
export const EVENT_ID_COOKIE = 'eventId';

/** Remembers the event a person is looking at: the `eventId` cookie and session key `selectedEventId`. */
export function rememberEvent(eventId: number): void {
  writeCookie(EVENT_ID_COOKIE, String(eventId), { maxAgeSeconds: EVENT_ID_COOKIE_MAX_AGE_SECONDS });
  sessionStorage.setItem(SESSION_KEYS.selectedEventId, String(eventId));
}
