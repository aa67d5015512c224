import type { PriceType } from '@fanshop/core/pricing';
import type { Language } from '../catalogue/catalogue-api';
import { refused } from '../http/errors';
import { OwnedListService } from '../cart/owned-list-service';
import { type ListOwner, OwnedLists } from '../cart/owner';

/** Products one wishlist may hold. */
export const MAX_WISHLIST_ITEMS = 200;

/** The wishlist answer (spec section 3): product tiles, newest first, and the list's uuid. */
export interface WishlistView {
  readonly uuid: string;
  readonly products: readonly unknown[];
}

/** Wishlists of guests and customers over SQLite; products shown as the catalogue's tiles. */
export class WishlistService extends OwnedListService {
  protected readonly lists = new OwnedLists(this.db, 'wishlists', this.now);

  view(owner: ListOwner, uuid: string, language: Language, priceType: PriceType): WishlistView {
    const ids = this.#productIds(this.lists.find(owner));
    return { uuid, products: this.catalogue.productTiles(ids, language, priceType) };
  }

  /** Adds a product (again adding changes nothing). */
  add(owner: ListOwner, productId: number): void {
    if (!this.catalogue.productExists(productId)) throw refused('productId', 'unknown-product');
    this.db.transaction(() => {
      const listId = this.lists.ensure(owner);
      const count = Number(
        this.db.prepare('SELECT COUNT(*) FROM wishlist_items WHERE wishlist_id = ?').pluck().get(listId),
      );
      const result = this.db
        .prepare(
          `INSERT INTO wishlist_items (wishlist_id, product_id, added_at)
           SELECT ?, ?, ? WHERE ? < ? ON CONFLICT DO NOTHING`,
        )
        .run(listId, productId, this.now(), count, MAX_WISHLIST_ITEMS);
      const present = this.db
        .prepare('SELECT 1 FROM wishlist_items WHERE wishlist_id = ? AND product_id = ?')
        .get(listId, productId);
      if (result.changes === 0 && !present) {
        throw refused('productId', 'wishlist-full', MAX_WISHLIST_ITEMS);
      }
      this.lists.touch(listId);
    })();
  }

  /** Removes a product; false when it was not on the owner's list. */
  remove(owner: ListOwner, productId: number): boolean {
    const listId = this.lists.find(owner);
    if (listId === undefined) return false;
    return (
      this.db
        .prepare('DELETE FROM wishlist_items WHERE wishlist_id = ? AND product_id = ?')
        .run(listId, productId).changes > 0
    );
  }

  /** A guest's products join the customer's (a union; products the catalogue no longer has are dropped). */
  protected override moveItems(guestList: number, target: number): void {
    const items = this.db
      .prepare(
        'SELECT product_id, added_at FROM wishlist_items WHERE wishlist_id = ? ORDER BY added_at, rowid',
      )
      .all(guestList) as { product_id: number; added_at: number }[];
    const insert = this.db.prepare(
      `INSERT INTO wishlist_items (wishlist_id, product_id, added_at)
       SELECT ?, ?, ? WHERE (SELECT COUNT(*) FROM wishlist_items WHERE wishlist_id = ?) < ?
       ON CONFLICT DO NOTHING`,
    );
    for (const item of items) {
      if (this.catalogue.productExists(item.product_id)) {
        insert.run(target, item.product_id, item.added_at, target, MAX_WISHLIST_ITEMS);
      }
    }
    this.db.prepare('DELETE FROM wishlist_items WHERE wishlist_id = ?').run(guestList);
  }

  #productIds(listId: number | undefined): number[] {
    if (listId === undefined) return [];
    return this.db
      .prepare(
        'SELECT product_id FROM wishlist_items WHERE wishlist_id = ? ORDER BY added_at DESC, rowid DESC',
      )
      .pluck()
      .all(listId) as number[];
  }
}
