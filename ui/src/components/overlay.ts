import type { RefObject } from 'react';

/** How an open dialog, menu or popup was opened. */
export interface OverlayOptions {
  /**
   * Whether it is open as a dialog: opened by a press or a key on its opener, rather than by hovering
   * or by the shop itself (the wishlist popup after an add). Each hook's default is what its usual
   * users are: the sheets and zooms that trap the focus are dialogs, the menus that close on leaving are not.
   */
  readonly dialog?: boolean;
}

/**
 * A hook that handles `ref`'s element while it is `open` and closes it with `onClose` when the shopper
 * is done with it. Browser only (an effect).
 */
export type OverlayHook = (
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
  options?: OverlayOptions,
) => void;
