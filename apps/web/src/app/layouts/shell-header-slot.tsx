import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The element before <main> where a page may put its own header (the event microsite's). */
export const ShellHeaderSlotContext = createContext<HTMLElement | null>(null);

/**
 * Renders a page's header in the app shell's header slot, outside <main>, so it is the page's
 * banner landmark and not content. Nothing renders until the slot exists (the shell's first commit).
 */
export function ShellHeaderSlot({ children }: { children: ReactNode }) {
  const slot = useContext(ShellHeaderSlotContext);
  return slot ? createPortal(children, slot) : null;
}
