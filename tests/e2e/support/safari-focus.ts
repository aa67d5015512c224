/**
 * Safari's way with the focus on a click or tap, for a browser that has another: an init script for
 * every new document (Playwright's `addInitScript`, Puppeteer's `evaluateOnNewDocument`), so that a
 * test in Chromium or Firefox meets what a shopper on a Mac, an iPhone or an iPad meets.
 *
 * Safari does not focus a button, a checkbox, a radio button or a link when it is clicked or tapped
 * (WebKit makes them focusable by the keyboard only, unless they carry a `tabindex`); text fields,
 * selects and text areas it does focus. The element that had the focus loses it all the same: it
 * blurs with `relatedTarget` null, and the focus is nowhere (`document.activeElement` is the body).
 * A popup that closes on such a blur closes under the pointer, and the click never lands.
 *
 * The script does that at `mousedown`, the event whose default action moves the focus:
 * `preventDefault()` keeps the pressed element from taking it, and the element that had it is blurred.
 * Not at `pointerdown`: preventing that one would also suppress the mouse events that follow it, and
 * on a touch screen those come only after the finger is lifted, as in Safari on an iPhone, where the
 * blur comes after `pointerup`. Clicking a text field still focuses it. Not emulated: a click on the
 * `<label>` of a checkbox or radio button, which focuses the control in Chromium but not in Safari.
 */
export const SAFARI_BUTTON_FOCUS_SCRIPT = `(() => {
  if (window.__safariButtonFocus) return;
  window.__safariButtonFocus = true;
  // What Safari never focuses on a press; with a tabindex of their own, it does.
  const UNFOCUSED_BY_PRESS =
    'button, a[href], area[href], input[type="submit"], input[type="button"], input[type="reset"], ' +
    'input[type="image"], input[type="checkbox"], input[type="radio"]';
  // The focused element itself, inside any shadow roots (their host is the document's active element).
  const focusedElement = () => {
    let focused = document.activeElement;
    while (focused && focused.shadowRoot && focused.shadowRoot.activeElement) {
      focused = focused.shadowRoot.activeElement;
    }
    return focused;
  };
  window.addEventListener(
    'mousedown',
    (event) => {
      const target = event.composedPath()[0];
      if (!(target instanceof Element)) return;
      const pressed = target.closest(UNFOCUSED_BY_PRESS);
      if (!pressed || pressed.hasAttribute('tabindex')) return;
      event.preventDefault();
      const focused = focusedElement();
      if (focused && focused !== document.body && focused !== pressed && typeof focused.blur === 'function') {
        focused.blur();
      }
    },
    true,
  );
})();`;
