import { createContext, useContext, useEffect } from 'react';

/** Lets a page inside the app shell ask for the shell's header and footer to step aside (the 404 page). */
export const ShellChromeContext = createContext<((hidden: boolean) => void) | null>(null);

/**
 * Hides the main header and footer while the calling page is shown, so an unknown path looks
 * exactly like /404 (which the router already renders without the shell). A no-op outside the shell.
 */
export function useHideShellChrome(): void {
  const setHidden = useContext(ShellChromeContext);
  useEffect(() => {
    if (!setHidden) return;
    setHidden(true);
    return () => setHidden(false);
  }, [setHidden]);
}
