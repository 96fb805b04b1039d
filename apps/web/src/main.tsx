import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { keepInitialPaint } from './app/initial-paint';
import './styles.css';

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

if (container.firstElementChild?.hasAttribute('data-prepaint')) mountAfterPrepaintIsReported();
else mount();
