import type { Database } from '../db/database';
import { invalidUuid } from '../http/errors';

/** Who a cart or wishlist belongs to: a customer, or a guest through the request id (`u` + UUID). */
export type ListOwner = { readonly customerId: number } | { readonly guestId: string };

/** The owner column and value of a cart or wishlist row. */
function ownerColumn(owner: ListOwner): ['customer_id', number] | ['guest_id', string] {
  return 'customerId' in owner ? ['customer_id', owner.customerId] : ['guest_id', owner.guestId];
}

/** The tables of the lists a shopper owns; each has an owner column, `merged_at` and `updated_at`. */
export type ListTable = 'carts' | 'wishlists';

interface ListRow {
  readonly id: number;
  readonly merged_at: number | null;
}

/**
 * The list rows of carts or wishlists by owner. A guest's list that a merge consumed is spent: using
 * it again answers 422 'invalid uuid', so the storefront starts over with a new guest id.
 */
export class OwnedLists {
  constructor(
    private readonly db: Database,
    private readonly table: ListTable,
    private readonly now: () => number,
  ) {}

  /** The owner's list id, or undefined when the owner has no list. */
  find(owner: ListOwner): number | undefined {
    const [column, value] = ownerColumn(owner);
    const row = this.#row(column, value);
    if (row?.merged_at != null) throw invalidUuid();
    return row?.id;
  }

  /** The owner's list id; a new list when there is none. */
  ensure(owner: ListOwner): number {
    const [column, value] = ownerColumn(owner);
    return (
      this.find(owner) ??
      Number(
        this.db
          .prepare(`INSERT INTO ${this.table} (${column}, updated_at) VALUES (?, ?)`)
          .run(value, this.now()).lastInsertRowid,
      )
    );
  }

  /**
   * Moves a guest's list into the customer's in one transaction: `move` carries its items over to the
   * customer's list and empties it. The guest id is consumed, also when it had no list, so a second
   * merge or a later guest use of it changes nothing.
   */
  mergeGuest(customerId: number, guestId: string, move: (guestList: number, target: number) => void): void {
    this.db.transaction(() => {
      const guestList = this.#guestToMerge(guestId);
      if (guestList === undefined) return;
      const target = this.ensure({ customerId });
      move(guestList, target);
      this.#spend(guestList);
      this.touch(target);
    })();
  }

  /** Notes a change to a list: guests' lists are forgotten by how long they went untouched. */
  touch(listId: number): void {
    this.db.prepare(`UPDATE ${this.table} SET updated_at = ? WHERE id = ?`).run(this.now(), listId);
  }

  /** Forgets guests' lists untouched for `maxAgeMs`. */
  sweepGuests(maxAgeMs: number): void {
    this.db
      .prepare(`DELETE FROM ${this.table} WHERE guest_id IS NOT NULL AND updated_at < ?`)
      .run(this.now() - maxAgeMs);
  }

  /**
   * The guest's list to move into a customer's, or undefined when there is nothing to move. Either way
   * the guest id is consumed afterwards: a guest without a list gets a spent one at once, and a list
   * to move is spent by `#spend` once its items are moved.
   */
  #guestToMerge(guestId: string): number | undefined {
    const guest = this.#row('guest_id', guestId);
    if (guest?.merged_at != null) return undefined;
    if (guest) return guest.id;
    this.db
      .prepare(`INSERT INTO ${this.table} (guest_id, merged_at, updated_at) VALUES (?, ?, ?)`)
      .run(guestId, this.now(), this.now());
    return undefined;
  }

  /** Marks a guest's list as merged. */
  #spend(listId: number): void {
    this.db
      .prepare(`UPDATE ${this.table} SET merged_at = ?, updated_at = ? WHERE id = ?`)
      .run(this.now(), this.now(), listId);
  }

  #row(column: string, value: number | string): ListRow | undefined {
    return this.db.prepare(`SELECT id, merged_at FROM ${this.table} WHERE ${column} = ?`).get(value) as
      ListRow | undefined;
  }
}
