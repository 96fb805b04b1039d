import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  /** Id of the heading that names the dialog. */
  labelledBy: string;
  /** Called on Escape and on a press on the backdrop; leave it out while the dialog must not be dismissed. */
  onDismiss?: () => void;
  /** 'sheet' rises from the bottom on a phone and centres from `sm` up; 'center' is centred at every width. */
  placement?: 'center' | 'sheet';
  /** Classes for the panel's size and padding. */
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves into it when it opens (to an `autoFocus`
 * field if there is one, else the panel), Tab and Shift+Tab stay inside it, Escape and the backdrop
 * dismiss it when `onDismiss` is given, and focus goes back to where it was when it closes.
 */
export function Dialog({ labelledBy, onDismiss, placement = 'center', className = '', children }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!panelRef.current?.contains(document.activeElement)) panelRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        dismissRef.current?.();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === panelRef.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      } else if (!panelRef.current.contains(active)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const layout = placement === 'sheet' ? 'items-end p-0 sm:items-center sm:p-4' : 'items-center p-4';
  const shape = placement === 'sheet' ? 'rounded-t-2xl sm:rounded-2xl' : 'rounded-2xl';
  return (
    <div className={`fixed inset-0 z-50 flex justify-center bg-slate-900/60 ${layout}`} onClick={() => dismissRef.current?.()}>
      <div
        ref={panelRef}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        className={`max-h-dvh w-full overflow-y-auto bg-white shadow-xl outline-none ${shape} ${className}`}
        onClick={(event) => event.stopPropagation()}
      >
        {children}
      </div>
    </div>
  );
}
