import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** A component loaded from its own chunk; `preload` starts the download without rendering it. */
export function deferred(load: Loader): { Component: LazyExoticComponent<ComponentType>; preload: Loader } {
  let loading: ReturnType<Loader> | undefined;
  const preload = () => (loading ??= load());
  return { Component: lazy(preload), preload };
}

/**
 * Mounts an app-shell component (the attendance scanner, the MFA modal) out of the first load
 * (issue 14): when the browser is idle after the first paint if `isNeededWhenIdle()` says it has
 * work to do then (the scanner sends scans queued offline for a signed-in person), or at once when
 * `openEvent` fires, in which case the event is sent again once the component listens for it.
 */
export function DeferredMount({
  component,
  openEvent,
  isNeededWhenIdle,
}: {
  component: ReturnType<typeof deferred>;
  openEvent: string;
  isNeededWhenIdle: () => boolean;
}) {
  const [isMounted, setMounted] = useState(false);
  const shouldReplay = useRef(false);

  useEffect(() => {
    if (isMounted) return;
    const mount = () => void component.preload().then(() => setMounted(true));
    const onOpen = () => {
      shouldReplay.current = true;
      mount();
    };
    window.addEventListener(openEvent, onOpen);
    const mountIfNeeded = () => {
      if (isNeededWhenIdle()) mount();
    };
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(mountIfNeeded, { timeout: 3000 })
      : window.setTimeout(mountIfNeeded, 1500);
    return () => {
      window.removeEventListener(openEvent, onOpen);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [component, isMounted, openEvent, isNeededWhenIdle]);

  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      <component.Component />
      <AfterMount
        run={() => {
          if (!shouldReplay.current) return;
          shouldReplay.current = false;
          window.dispatchEvent(new Event(openEvent));
        }}
      />
    </Suspense>
  );
}

/** Runs after its earlier siblings' effects, i.e. once the deferred component listens. */
function AfterMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
