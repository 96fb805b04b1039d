import { useState, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { MainHeader } from '../../features/site-header/components/main-header';
import { SiteFooter } from '../../features/site-header/components/site-footer';
import { MFA_CHALLENGE_EVENT, openMfaChallenge } from '../../features/mfa';
import { useSsoMfaHandoff } from '../../features/sso';
import { OPEN_ATTENDANCE_SCANNER_EVENT } from '../../features/check-in/open-attendance-scanner';
import { readAuthToken } from '../../lib/auth-token';
import { SESSION_KEYS } from '../../lib/storage-keys';
import { deferred, DeferredMount } from './deferred-mount';
import { ShellChromeContext } from './shell-chrome';
import { ShellHeaderSlotContext } from './shell-header-slot';

// Out of every page's first load: the camera scanner (with its decoder worker) and the MFA modal.
const attendanceScanner = deferred(async () => ({
  default: (await import('../../features/check-in/components/attendance-scanner-modal')).AttendanceScannerModal,
}));
const mfaModal = deferred(async () => ({ default: (await import('../../features/mfa/components/mfa-modal')).MfaModal }));
// The scanner also sends scans queued offline, so it mounts for a signed-in person; the MFA modal
// when a challenge waits from before a reload.
const isSignedIn = () => Boolean(readAuthToken());
const hasPendingMfaChallenge = () => Boolean(sessionStorage.getItem(SESSION_KEYS.mfaData));

/**
 * Header, main landmark and footer. Event pages bring their own event header instead of the main
 * one, rendered through ShellHeaderSlot into the slot before <main> (so it is the banner landmark).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const isEventPage = useMatches().some((match) => Boolean(match.params.eventPath));
  // A social or SSO sign-in that needs MFA comes back with a challenge: the MFA modal takes it.
  useSsoMfaHandoff(openMfaChallenge);
  const [headerSlot, setHeaderSlot] = useState<HTMLDivElement | null>(null);
  const [chromeHidden, setChromeHidden] = useState(false);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      {!isEventPage && !chromeHidden && <MainHeader />}
      <div ref={setHeaderSlot} className="contents" />
      <main id="main" className="flex-1">
        <ShellChromeContext.Provider value={setChromeHidden}>
          <ShellHeaderSlotContext.Provider value={headerSlot}>{children}</ShellHeaderSlotContext.Provider>
        </ShellChromeContext.Provider>
      </main>
      {!chromeHidden && <SiteFooter />}
      <DeferredMount component={mfaModal} openEvent={MFA_CHALLENGE_EVENT} isNeededWhenIdle={hasPendingMfaChallenge} />
      <DeferredMount component={attendanceScanner} openEvent={OPEN_ATTENDANCE_SCANNER_EVENT} isNeededWhenIdle={isSignedIn} />
    </div>
  );
}
