import userEvent from '@testing-library/user-event';

/**
 * What Safari never focuses on a click or tap, unless it has a tabindex of its own (text fields,
 * selects and text areas it does focus).
 */
const UNFOCUSED_BY_PRESS =
  'button, a[href], area[href], input[type="submit"], input[type="button"], input[type="reset"], input[type="image"], input[type="checkbox"], input[type="radio"]';

/**
 * Safari's press on a button, checkbox, radio or link: the pressed element does not take the focus,
 * and the element that had it blurs towards nothing (`relatedTarget` null) while the press is still
 * on its way. The browser tests inject the same behaviour (tests/e2e/support/safari-focus.ts).
 */
function keepTheFocusOffButtons(event: MouseEvent): void {
  const pressed = event.target instanceof Element ? event.target.closest(UNFOCUSED_BY_PRESS) : null;
  if (!pressed || pressed.hasAttribute('tabindex')) return;
  event.preventDefault();
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body && focused !== pressed) focused.blur();
}

async function asSafari(press: () => Promise<void>): Promise<void> {
  document.addEventListener('mousedown', keepTheFocusOffButtons, true);
  try {
    await press();
  } finally {
    document.removeEventListener('mousedown', keepTheFocusOffButtons, true);
  }
}

/** Clicks `element` as Safari on a Mac does: pointer down, mouse down (the blur), pointer up, mouse up, click. */
export function clickLikeSafari(element: Element): Promise<void> {
  return asSafari(() => userEvent.click(element));
}

/**
 * Taps `element` as Safari on an iPhone does: pointer down and up while the finger touches, then,
 * once it is lifted, mouse down (the blur), mouse up and click.
 */
export function tapLikeSafari(element: Element): Promise<void> {
  return asSafari(async () => {
    await userEvent.pointer({ keys: '[TouchA]', target: element });
  });
}
