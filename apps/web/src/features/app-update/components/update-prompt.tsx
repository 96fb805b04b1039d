import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { isBigScreenPath } from '../../../lib/big-screen-path';
import { Button } from '../../../components/ui/button';

/** How often an open app asks the server whether a new version was deployed. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;

/**
 * Registers the service worker (the app opens with no network) and, when a new version has been
 * deployed, offers to load it: the new worker waits until the person presses Reload, so a page in
 * use never has its scripts swapped underneath it, and after Reload no old shell is served. An
 * event's big screen (a TV nobody touches) loads the new version by itself instead.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needsRefresh, setNeedsRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_INTERVAL_MS);
    },
  });
  const isBigScreen = isBigScreenPath(useLocation().pathname);
  useEffect(() => {
    if (needsRefresh && isBigScreen) void updateServiceWorker(true);
  }, [needsRefresh, isBigScreen, updateServiceWorker]);
  if (!needsRefresh || isBigScreen) return null;
  return (
    <div
      role="alertdialog"
      aria-labelledby="update-prompt-title"
      className="fixed inset-x-3 bottom-3 z-[60] mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl bg-slate-900 p-4 text-white shadow-xl sm:inset-x-auto sm:right-4"
    >
      <p id="update-prompt-title" className="min-w-0 flex-1 font-medium">
        A new version is available
      </p>
      <div className="flex gap-2">
        <Button
          variant="bare"
          onClick={() => void updateServiceWorker(true)}
          className="min-h-11 rounded-lg bg-white px-4 font-semibold text-slate-900"
        >
          Reload
        </Button>
        <Button variant="bare" onClick={() => setNeedsRefresh(false)} className="min-h-11 rounded-lg px-3 text-slate-300 hover:text-white">
          Later
        </Button>
      </div>
    </div>
  );
}
