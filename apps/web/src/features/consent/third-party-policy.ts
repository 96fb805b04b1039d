import { isBigScreenPath } from '../../lib/big-screen-path';

/**
 * Pages where no third-party script may run, consent or not: sign-in (phone numbers, codes), the
 * security page (MFA secrets), the staff, kiosk and admin consoles (scanning, personal data), and
 * an event's big screen (a TV by the field: nobody there to answer a consent banner).
 * The attendance scanner is a modal, handled apart (see ThirdPartyScripts).
 */
const BLOCKED = [/^\/login(\/|$)/, /^\/security(\/|$)/, /^\/kiosk(\/|$)/, /^\/staff(\/|$)/, /^\/admin(\/|$)/];

export function isThirdPartyBlockedPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return BLOCKED.some((pattern) => pattern.test(path)) || isBigScreenPath(path);
}
