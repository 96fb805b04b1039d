import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from './storage-keys';

/** Chromium's install prompt event (not in the DOM typings): `prompt()` may be called once. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallOffer {
  /** Starts listening: call once, early, so an event fired before the menu mounts is kept. */
  capture(): void;
  /** A check-in went through on this device: from now on (and on later loads) the menu may offer the install. */
  rememberCheckIn(): void;
  /** True when the menu shows "Install app". */
  canOffer(): boolean;
  /** Shows the browser's own install dialog (once per kept event). */
  install(): Promise<void>;
  subscribe(listener: () => void): () => void;
}

/**
 * The "Install app" offer (issue 30): never a pop-up on load. The browser's `beforeinstallprompt`
 * is kept (its mini-infobar prevented) and offered only in the avatar menu, only after the person's
 * first check-in on this device, and never when the app already runs installed (standalone) or
 * was just installed. A browser that never fires the event (iOS Safari, Firefox) gets no item: iOS
 * installs from Share → Add to Home Screen with the apple-touch-icon.
 */
export function createInstallOffer(target: Window): InstallOffer {
  let kept: InstallPromptEvent | undefined;
  let installed = false;
  let isCapturing = false;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const runsInstalled = () =>
    installed ||
    target.matchMedia?.('(display-mode: standalone)').matches === true ||
    (target.navigator as Navigator & { standalone?: boolean }).standalone === true;
  const hasCheckedIn = () => {
    try {
      return target.localStorage.getItem(STORAGE_KEYS.checkedInOnce) === 'true';
    } catch {
      return false;
    }
  };

  return {
    capture() {
      if (isCapturing) return;
      isCapturing = true;
      target.addEventListener('beforeinstallprompt', (event) => {
        event.preventDefault();
        kept = event as InstallPromptEvent;
        notify();
      });
      target.addEventListener('appinstalled', () => {
        installed = true;
        kept = undefined;
        notify();
      });
      // Another tab's first check-in counts here too.
      target.addEventListener('storage', (event) => {
        if (event.key === STORAGE_KEYS.checkedInOnce) notify();
      });
    },
    rememberCheckIn() {
      if (hasCheckedIn()) return;
      try {
        target.localStorage.setItem(STORAGE_KEYS.checkedInOnce, 'true');
      } catch {
        // Private mode without storage: the offer simply never comes.
      }
      notify();
    },
    canOffer: () => kept !== undefined && !runsInstalled() && hasCheckedIn(),
    async install() {
      const event = kept;
      if (!event) return;
      // A kept event prompts once; the browser fires a new one later if the person says no.
      kept = undefined;
      notify();
      await event.prompt();
      if ((await event.userChoice)?.outcome === 'accepted') {
        installed = true;
        notify();
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one offer, captured in main.tsx before the first render. */
export const installOffer = createInstallOffer(window);

/** Whether to show "Install app", and the action; re-renders when the event arrives or goes. */
export function useInstallOffer(offer: InstallOffer = installOffer) {
  const canOffer = useSyncExternalStore(offer.subscribe, offer.canOffer, () => false);
  return { canOffer, install: offer.install };
}
