import { useEffect, useEffectEvent } from 'react';
import { listen } from './listen';
import type { OverlayHook } from './overlay';

/**
 * Calls `onLeave` when the shopper truly leaves `ref`'s element while `active`: the focus moves from
 * inside it to an element outside (Tab, a click elsewhere) or to nowhere (the focused element blurred),
 * or a press lands outside while it is open as a dialog (a popup opened by hovering waits for the
 * pointer to leave instead; not a dialog by default). Switching to another window or tab is no leave:
 * the focus is still inside when the shopper comes back. Browser only (an effect).
 *
 * Safari (macOS, iPhone and iPad) does not focus a button, checkbox or link that is clicked or
 * tapped: the element that had the focus blurs towards nothing (`relatedTarget` null) while the press
 * is still inside. Such a blur is no leave, or a popup would close under the pointer and the click
 * would never land. With the focus dropped that way, the leave is the focus later moving to an
 * element outside or a press outside, and Escape, which then reaches the body, closes it too. A
 * press lasts until `mouseup`, not `pointerup`: on a touch screen the mouse events, and the blur
 * with them, come only after the finger is lifted. A blur towards nothing without a press is decided a
 * microtask later, when it is known whether the focused element was removed from the page.
 */
export const useDismissOnLeave: OverlayHook = (
  ref,
  active,
  onLeave,
  { dialog: pressOutside = false } = {},
) => {
  const leave = useEffectEvent(onLeave);
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const inside = (node: EventTarget | null) => node instanceof Node && root.contains(node);
    let pressedInside = false;
    // The focus fell from inside to nowhere during a press inside.
    let dropped = false;

    const onPress = (event: PointerEvent) => {
      pressedInside = inside(event.target);
      // With the focus dropped, a press outside blurs nothing: the press itself is the leave.
      if (!pressedInside && (pressOutside || dropped)) leave();
    };
    const onRelease = () => {
      pressedInside = false;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (inside(event.relatedTarget)) return;
      if (event.relatedTarget === null && pressedInside) {
        dropped = true;
        return;
      }
      if (event.relatedTarget === null) {
        // Chromium also blurs towards nothing when the focused element is taken out of the page (a Remove
        // button replaced by its Undo), just before it goes: once it has gone, that was no leave either.
        // A window or tab switch blurs the element too, but the document keeps it as its focus, and the
        // browser gives the focus back to it on return: the shopper has not left, and what they typed stays.
        const target = event.target;
        queueMicrotask(() => {
          if (target instanceof Node && !target.isConnected && root.isConnected) dropped = true;
          else if (!inside(document.activeElement)) leave();
        });
        return;
      }
      leave();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!dropped) return;
      dropped = false;
      if (!inside(event.target)) leave();
    };
    // With the focus dropped, keys go to the body, past the component's own Escape handling.
    const onKeyDown = (event: KeyboardEvent) => {
      if (!dropped || event.key !== 'Escape' || event.defaultPrevented || inside(event.target)) return;
      event.preventDefault();
      leave();
    };

    // Presses and focus changes are captured, so that no handler stopping them hides them from this
    // one; keys bubble, so that an Escape something else has handled first is left alone.
    const stops = [
      listen(document, 'pointerdown', onPress, true),
      listen(document, 'mouseup', onRelease, true),
      listen(document, 'pointercancel', onRelease, true),
      listen(document, 'focusin', onFocusIn, true),
      listen(document, 'keydown', onKeyDown),
      listen(root, 'focusout', onFocusOut),
    ];
    return () => stops.forEach((stop) => stop());
  }, [ref, active, pressOutside]);
};
