import { useState, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { MainHeader } from '../../features/site-header/components/main-header';
import { SiteFooter } from '../../features/site-header/components/site-footer';
import { MfaModal } from '../../features/mfa/components/mfa-modal';
import { openMfaChallenge } from '../../features/mfa/pending-mfa-challenge';
import { useSsoMfaHandoff } from '../../features/sso/hooks/use-sso-mfa-handoff';
import { AttendanceScannerModal } from '../../features/check-in/components/attendance-scanner-modal';
import { ShellChromeContext } from './shell-chrome';
import { ShellHeaderSlotContext } from './shell-header-slot';

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
      <MfaModal />
      <AttendanceScannerModal />
    </div>
  );
}
