import { useEffect } from 'react';
import { listen } from './listen';
import type { OverlayHook } from './overlay';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements of `root` that Tab reaches, in order (those inside a `hidden` part are skipped). */
function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
}

/**
 * Keyboard handling of an open dialog, menu or popup: Escape calls `onClose` (and goes no further,
 * so only the innermost one closes). Open as a dialog (the default), it takes the focus: focus moves
 * into it, Tab and Shift+Tab wrap around inside it, and focus returns to where it was when it closes.
 * A popup opened by hovering (or by itself, like the wishlist popup after an add) does not take the
 * focus: only Escape applies then. Browser only (an effect).
 */
export const useFocusTrap: OverlayHook = (ref, open, onClose, { dialog: trap = true } = {}) => {
  useEffect(() => {
    const root = ref.current;
    if (!open || !root) return;
    const opener = trap && document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (trap) (focusablesIn(root)[0] ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onClose();
        return;
      }
      if (!trap || event.key !== 'Tab') return;
      const items = focusablesIn(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // A popup that did not take the focus (opened by the shop, e.g. the cart after an add) hears Escape
    // wherever the focus is: the shopper is still on the button they pressed.
    const stop = listen(trap ? root : document, 'keydown', onKeyDown);
    return () => {
      stop();
      // Without preventScroll, focusing an opener in the sticky header scrolls the page to where the
      // header sits in the document, undoing the scroll position the closing dialog put back.
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [ref, open, trap, onClose]);
};
