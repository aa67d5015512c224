import type { CatalogueApi } from '../catalogue/catalogue-api';
import type { Database } from '../db/database';
import type { OwnedLists } from './owner';

/**
 * A service over the lists shoppers own, carts or wishlists: the database, the catalogue whose
 * products the lists hold and the clock, and what a login and the guest sweep do to such lists.
 */
export abstract class OwnedListService {
  protected abstract readonly lists: OwnedLists;

  constructor(
    protected readonly db: Database,
    protected readonly catalogue: CatalogueApi,
    protected readonly now: () => number,
  ) {}

  /**
   * Moves a guest's list into the customer's in one transaction (`moveItems`). The guest id is
   * consumed, also when it had no list, so a second merge or a later guest use of it changes nothing.
   */
  merge(customerId: number, guestId: string): void {
    this.lists.mergeGuest(customerId, guestId, (guestList, target) => this.moveItems(guestList, target));
  }

  /** Forgets guest lists untouched for `maxAgeMs` (their ids are random; nobody can come back to them). */
  sweepGuests(maxAgeMs: number): void {
    this.lists.sweepGuests(maxAgeMs);
  }

  /** Carries the items of a guest's list over into the customer's list and empties the guest's. */
  protected abstract moveItems(guestList: number, target: number): void;
}
