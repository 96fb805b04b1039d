import { useEffect, useState } from 'react';

/** How long each panel of the big screen stays up: long enough to read a table from across a field. */
export const PANEL_MS = 15_000;

/** The panel to show: the one chosen if it is still there, else the first. */
const shownOf = <T extends string>(chosen: T | undefined, panels: readonly T[]): T | undefined =>
  chosen !== undefined && panels.includes(chosen) ? chosen : panels[0];

/**
 * Which of the panels is up: each in turn, for `periodMs`, round and round, with no touch. When the
 * list changes (a match goes live, the last one ends) the panel on screen stays if it still exists.
 * `cycle` counts the turns, so a panel shown twice in a row (the only one) still starts afresh.
 * Reduced motion changes how a panel enters, not that they rotate.
 */
export function usePanelRotation<T extends string>(panels: readonly T[], periodMs = PANEL_MS): { current: T | undefined; cycle: number } {
  const [state, setState] = useState<{ chosen: T | undefined; cycle: number }>({ chosen: undefined, cycle: 0 });
  const key = panels.join('|');

  useEffect(() => {
    if (panels.length === 0) return;
    const timer = setInterval(() => {
      setState((previous) => {
        const shown = shownOf(previous.chosen, panels);
        return { chosen: panels[(panels.indexOf(shown!) + 1) % panels.length], cycle: previous.cycle + 1 };
      });
    }, periodMs);
    return () => clearInterval(timer);
    // The list's contents, not its identity: a re-render with the same panels keeps the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, periodMs]);
  return { current: shownOf(state.chosen, panels), cycle: state.cycle };
}
