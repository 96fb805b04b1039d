// First: Zod's settings must be in place before any schema exists (lib/zod-jitless.ts).
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { keepInitialPaint } from './components/initial-paint';
import { queryClient } from './lib/query-client';
import { readAuthToken } from './lib/auth-token';
import { AUTH_CHANGED_EVENT, type AuthChangedDetail } from './lib/auth/auth-events';
import { restoreOfflineReads } from './lib/offline/offline-reads';
import { installOffer } from './lib/install-offer';
import './styles.css';

// Before anything renders: the browser may fire its install prompt early, and we keep it for the
// avatar menu instead of letting it show a mini-infobar on load (issue 30).
installOffer.capture();

const container = document.getElementById('root')!;
keepInitialPaint(container);
const mount = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders />
    </StrictMode>,
  );

/**
 * An event page arrives with its top already painted by the server (apps/api/src/http/web-app/
 * event-prepaint.ts); React replaces that markup with the same at the same size. It waits until the
 * browser has reported that first paint as the page's largest (or at most 300 ms, or not at all in a
 * background tab or a browser that does not report it): a candidate removed before it is reported
 * is dropped, and React's copy, painted later, would count instead (issue 14).
 */
function mountAfterPrepaintIsReported(): void {
  const isReported =
    document.visibilityState === 'visible' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!isReported) return void requestAnimationFrame(() => setTimeout(mount, 0));
  let isMounted = false;
  const mountOnce = () => {
    if (isMounted) return;
    isMounted = true;
    observer.disconnect();
    mount();
  };
  const observer = new PerformanceObserver(mountOnce);
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(mountOnce, 300);
}

function start(): void {
  if (container.firstElementChild?.hasAttribute('data-prepaint')) mountAfterPrepaintIsReported();
  else mount();
}

// A signed-in person's saved reads go into the cache before the first render (issue 30): a start
// with no network shows the menu, the scanner, their QR and registrations, not errors. A sign-in
// on this page starts saving too.
window.addEventListener(AUTH_CHANGED_EVENT, (event) => {
  if ((event as CustomEvent<AuthChangedDetail>).detail?.authenticated) void restoreOfflineReads(queryClient);
});
if (readAuthToken()) void restoreOfflineReads(queryClient).finally(start);
else start();
