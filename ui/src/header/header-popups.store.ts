import { action, observableRef } from 'mobx';
import { makeStoreObservable } from '../app/store-observability';
import {
  ALL_POPUPS_CLOSED,
  HeaderPopups,
  type HeaderPopup,
  type HeaderPopupsState,
} from '@fanshop/core/header';
import type { Scheduler } from '@fanshop/core/shared';

/**
 * The header icon popups (wishlist, cart, account) as a view store over the core's `HeaderPopups`,
 * which owns the rules: the 300 ms close delay, one popup at a time, and the wishlist popup that
 * opens after an add and closes itself after 6 s. The store mirrors the core's state on every change,
 * including the closes its timers make.
 */
export class HeaderPopupsStore {
  state: HeaderPopupsState = ALL_POPUPS_CLOSED;
  private readonly popups: HeaderPopups;

  constructor(scheduler: Scheduler) {
    this.popups = new HeaderPopups(scheduler);
    makeStoreObservable<HeaderPopupsStore, 'mirror'>(this, {
      state: observableRef,
      mirror: action,
    });
    this.popups.subscribe((state) => this.mirror(state));
  }

  /** Whether `popup` is open. */
  isOpen(popup: HeaderPopup): boolean {
    return this.state[popup];
  }

  /** The pointer enters an icon or its popup, or the shopper opens it: it opens and the others close. */
  open(popup: HeaderPopup): void {
    this.popups.open(popup);
  }

  /** The pointer leaves an icon or its popup: it closes after the delay unless entered again. */
  leave(popup: HeaderPopup): void {
    this.popups.leave(popup);
  }

  /** Closes a popup now (close button, Escape, a followed link). */
  close(popup: HeaderPopup): void {
    this.popups.close(popup);
  }

  /** A click or key press on the icon: opens it, or closes it when it is open. */
  toggle(popup: HeaderPopup): void {
    if (this.popups.isOpen(popup)) this.popups.close(popup);
    else this.popups.open(popup);
  }

  /** Closes every popup now (e.g. on a route change). */
  closeAll(): void {
    this.popups.closeAll();
  }

  /** A product went onto the wishlist: its popup shows it and closes itself later. */
  wishlistItemAdded(): void {
    this.popups.wishlistItemAdded();
  }

  private mirror(state: HeaderPopupsState): void {
    this.state = state;
  }
}
