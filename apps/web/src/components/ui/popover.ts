import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, PointerEvent, RefObject } from 'react';

/** Delay before a hover-opened menu closes, so the pointer can cross the gap between button and menu. */
export const HOVER_CLOSE_DELAY_MS = 150;
const ITEM_SELECTOR = '[role="menuitem"], [role="menuitemradio"]';

type FocusTarget = 'first' | 'last' | 'checked' | null;

export interface PopoverMenuOptions {
  /** Also open when the button gets keyboard focus (the city selector: "shown on hover", made keyboard usable). */
  openOnKeyboardFocus?: boolean;
  /** Open when a mouse pointer rests on it (the site header's menus); false for click-only menus. */
  openOnHover?: boolean;
}

/**
 * A menu button (WAI-ARIA menu button pattern) that also opens on mouse hover: click, Enter, Space
 * and the arrow keys open it, arrows/Home/End move between items, Escape closes and returns focus
 * to the button, and pressing or tabbing outside closes it. Touch taps open it by click only.
 */
export function usePopoverMenu({ openOnKeyboardFocus = false, openOnHover = true }: PopoverMenuOptions = {}) {
  const menuId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<FocusTarget>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const ignoreNextFocus = useRef(false);

  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);

  const open = useCallback((focus: FocusTarget = null) => {
    window.clearTimeout(closeTimer.current);
    pendingFocus.current = focus;
    setIsOpen(true);
  }, []);

  const close = useCallback((returnFocus = false) => {
    window.clearTimeout(closeTimer.current);
    openedByHover.current = false;
    setIsOpen(false);
    if (returnFocus) {
      ignoreNextFocus.current = true;
      buttonRef.current?.focus();
    }
  }, []);

  useEffect(() => {
    if (!isOpen || !pendingFocus.current) return;
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);
    const checked = items.find((item) => item.getAttribute('aria-checked') === 'true');
    const target = { first: items[0], last: items.at(-1), checked: checked ?? items[0] }[pendingFocus.current];
    pendingFocus.current = null;
    target?.focus();
  }, [isOpen]);

  useCloseOnOutsidePointer(isOpen, rootRef, close);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const rootProps = {
    ref: rootRef,
    onPointerEnter: (event: PointerEvent) => {
      if (!openOnHover || event.pointerType !== 'mouse') return;
      window.clearTimeout(closeTimer.current);
      if (!isOpen) {
        openedByHover.current = true;
        open();
      }
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || !openedByHover.current) return;
      closeTimer.current = window.setTimeout(() => close(), HOVER_CLOSE_DELAY_MS);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isOpen) return;
      event.stopPropagation();
      close(true);
    },
    onBlur: (event: FocusEvent) => {
      if (isOpen && !rootRef.current?.contains(event.relatedTarget as Node | null)) close();
    },
  };

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': isOpen,
    'aria-controls': isOpen ? menuId : undefined,
    onClick: (event: MouseEvent) => {
      // A click on a menu the hover opened keeps it open (pins it) instead of closing it at once.
      if (isOpen && openedByHover.current) {
        openedByHover.current = false;
        return;
      }
      if (isOpen) return close();
      // detail 0: the click came from Enter or Space, so focus goes into the menu as the pattern says.
      open(event.detail === 0 ? 'checked' : null);
    },
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      if (ignoreNextFocus.current) {
        ignoreNextFocus.current = false;
        return;
      }
      if (openOnKeyboardFocus && !isOpen && event.currentTarget.matches(':focus-visible')) open();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      if (!isOpen) return open(event.key === 'ArrowDown' ? 'first' : 'last');
      const items = menuItems();
      (event.key === 'ArrowDown' ? items[0] : items.at(-1))?.focus();
    },
  };

  const menuProps = {
    ref: menuRef,
    id: menuId,
    role: 'menu' as const,
    onKeyDown: (event: KeyboardEvent) => {
      const items = menuItems();
      const index = items.indexOf(document.activeElement as HTMLElement);
      const next = {
        ArrowDown: items[(index + 1) % items.length],
        ArrowUp: items[(index - 1 + items.length) % items.length],
        Home: items[0],
        End: items.at(-1),
      }[event.key];
      if (next) {
        event.preventDefault();
        next.focus();
      } else if (event.key === 'Tab') {
        close();
      }
    },
  };

  /** Props for each item: out of the tab order (arrows move between items). */
  const itemProps = { tabIndex: -1 };

  return { isOpen, open, close, rootProps, buttonProps, menuProps, itemProps };
}

/** Closes an open popover when a press lands outside its root (the shared rule of every popover here). */
function useCloseOnOutsidePointer(isOpen: boolean, rootRef: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, rootRef, close]);
}

/**
 * A disclosure popover (a button that shows a panel of links or content, not a menu): the button
 * toggles it, Escape closes it and returns focus to the button, and pressing outside closes it.
 */
export function useDisclosurePopover() {
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setIsOpen(false), []);
  useCloseOnOutsidePointer(isOpen, rootRef, close);

  const rootProps = {
    ref: rootRef,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isOpen) return;
      event.stopPropagation();
      close();
      buttonRef.current?.focus();
    },
  };
  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': isOpen,
    'aria-controls': panelId,
    onClick: () => setIsOpen((open) => !open),
  };
  const panelProps = { id: panelId };
  return { isOpen, close, rootProps, buttonProps, panelProps };
}
