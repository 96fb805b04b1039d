import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { EnabledScript } from '@podium/contracts/integrations/third-party-scripts';
import { useIntegrations } from '../api/get-integrations';
import { readConsent, storeConsent, type ConsentChoice } from '../consent-choice';
import { isThirdPartyBlockedPath } from '../third-party-policy';
import { ConsentBanner } from './consent-banner';

const NO_SCRIPTS: EnabledScript[] = [];

/** Session key: reopen the scanner after the reload that cleared third-party scripts from the page. */
const REOPEN_SCANNER_KEY = 'reopenScannerAfterReload';

/**
 * A loaded script cannot be unloaded, so this document remembers whether any ran, and whether the
 * scanner was opened (then nothing loads in this document any more).
 */
const documentState = { loaded: false, scannerOpened: false };

function injectScript(script: EnabledScript): void {
  if (document.querySelector(`script[data-third-party="${script.kind}"]`)) return;
  const element = document.createElement('script');
  element.async = true;
  element.src = script.scriptUrl;
  element.dataset.thirdParty = script.kind;
  element.referrerPolicy = 'strict-origin-when-cross-origin';
  for (const [name, value] of Object.entries(script.attributes)) element.setAttribute(name, value);
  document.head.append(element);
  documentState.loaded = true;
}

/**
 * The tenant's third-party scripts (analytics, tag manager, ad pixel, chat widget): none unless the
 * tenant enabled some; then the consent banner asks once (remembered in localStorage) and the
 * scripts load only after Accept, only on pages that allow them. Going to a blocked page (sign-in)
 * or opening the attendance scanner after they loaded reloads the document, so no third-party
 * code runs there; the scanner then reopens by itself.
 */
export function ThirdPartyScripts({ scannerOpenEvent, reopenScanner }: { scannerOpenEvent: string; reopenScanner: () => void }) {
  const { pathname } = useLocation();
  const scripts = useIntegrations().data?.scripts ?? NO_SCRIPTS;
  const [consent, setConsent] = useState<ConsentChoice | null>(readConsent);
  const blocked = isThirdPartyBlockedPath(pathname);

  useEffect(() => {
    const onScannerOpen = () => {
      documentState.scannerOpened = true;
      if (documentState.loaded) {
        sessionStorage.setItem(REOPEN_SCANNER_KEY, '1');
        window.location.reload();
      }
    };
    window.addEventListener(scannerOpenEvent, onScannerOpen);
    if (sessionStorage.getItem(REOPEN_SCANNER_KEY)) {
      sessionStorage.removeItem(REOPEN_SCANNER_KEY);
      documentState.scannerOpened = true;
      reopenScanner();
    }
    return () => window.removeEventListener(scannerOpenEvent, onScannerOpen);
  }, [scannerOpenEvent, reopenScanner]);

  useEffect(() => {
    if (blocked && documentState.loaded) {
      window.location.reload();
      return;
    }
    if (consent !== 'accepted' || blocked || documentState.scannerOpened) return;
    for (const script of scripts) injectScript(script);
  }, [blocked, consent, scripts]);

  if (scripts.length === 0 || consent !== null || blocked) return null;
  return (
    <ConsentBanner
      scripts={scripts}
      onChoose={(accepted) => {
        const choice = accepted ? 'accepted' : 'declined';
        storeConsent(choice);
        setConsent(choice);
      }}
    />
  );
}
