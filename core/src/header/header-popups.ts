import type { ScheduledTask, Scheduler } from '../shared/clock.js';
import { POPUP_CLOSE_DELAY_MS, WISHLIST_POPUP_AUTO_CLOSE_MS } from '../shared/constants.js';
import { Subscribable } from '../shared/subscribable.js';

/** The header icons with a popup. */
export const HEADER_POPUPS = ['wishlist', 'cart', 'account'] as const;

/** One of the header icon popups. */
export type HeaderPopup = (typeof HEADER_POPUPS)[number];

/** Which popups are open; the controller keeps at most one open. */
export type HeaderPopupsState = Readonly<Record<HeaderPopup, boolean>>;

/** All popups closed. */
export const ALL_POPUPS_CLOSED: HeaderPopupsState = { wishlist: false, cart: false, account: false };

/**
 * The header icon popups (spec section 4): closing waits `POPUP_CLOSE_DELAY_MS` so the pointer
 * can cross the gap between icon and popup, and re-entering cancels it; opening one closes the
 * others at once; after an add the wishlist popup opens and closes itself after
 * `WISHLIST_POPUP_AUTO_CLOSE_MS`, unless the shopper moves into it first (then it stays until
 * they leave). A MobX view store wraps it by copying `state` on every `subscribe` notification,
 * which also covers the closes that timers make.
 */
export class HeaderPopups extends Subscribable<HeaderPopupsState> {
  private readonly timers = new Map<HeaderPopup, ScheduledTask>();

  constructor(private readonly scheduler: Scheduler) {
    super(ALL_POPUPS_CLOSED);
  }

  /** Whether `popup` is open. */
  isOpen(popup: HeaderPopup): boolean {
    return this.state[popup];
  }

  /** The pointer enters an icon or its popup: it opens (or stays open) and the others close now. */
  open(popup: HeaderPopup): void {
    this.show(popup);
  }

  /** The pointer leaves an icon or its popup: it closes after the delay, unless re-entered. */
  leave(popup: HeaderPopup): void {
    if (!this.state[popup]) return;
    this.closeLater(popup, POPUP_CLOSE_DELAY_MS);
  }

  /** Closes a popup now (a close button, a followed link, Escape). */
  close(popup: HeaderPopup): void {
    this.cancelTimer(popup);
    if (this.state[popup]) this.set({ ...this.state, [popup]: false });
  }

  /** Closes every popup now. */
  closeAll(): void {
    for (const popup of HEADER_POPUPS) this.cancelTimer(popup);
    if (HEADER_POPUPS.some((popup) => this.state[popup])) this.set(ALL_POPUPS_CLOSED);
  }

  /** A product was added to the wishlist: its popup shows it, then closes itself. */
  wishlistItemAdded(): void {
    this.show('wishlist');
    this.closeLater('wishlist', WISHLIST_POPUP_AUTO_CLOSE_MS);
  }

  private show(popup: HeaderPopup): void {
    for (const other of HEADER_POPUPS) this.cancelTimer(other);
    const next = { ...ALL_POPUPS_CLOSED, [popup]: true };
    if (HEADER_POPUPS.some((p) => next[p] !== this.state[p])) this.set(next);
  }

  /** One timer per popup: a new close (leave or auto-close) replaces the pending one. */
  private closeLater(popup: HeaderPopup, delayMs: number): void {
    this.cancelTimer(popup);
    this.timers.set(
      popup,
      this.scheduler.schedule(delayMs, () => {
        this.timers.delete(popup);
        // Whatever closes the popup first cancels this timer, so the popup is still open.
        this.set({ ...this.state, [popup]: false });
      }),
    );
  }

  private cancelTimer(popup: HeaderPopup): void {
    this.timers.get(popup)?.cancel();
    this.timers.delete(popup);
  }
}
