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

  /** The owner's list id; with `create`, a new list when there is none. */
  id(owner: ListOwner, create: boolean): number | undefined {
    const [column, value] = ownerColumn(owner);
    const row = this.#row(column, value);
    if (row?.merged_at != null) throw invalidUuid();
    if (row) return row.id;
    if (!create) return undefined;
    return Number(
      this.db
        .prepare(`INSERT INTO ${this.table} (${column}, updated_at) VALUES (?, ?)`)
        .run(value, this.now()).lastInsertRowid,
    );
  }

  /**
   * The guest's list to move into a customer's, or undefined when there is nothing to move. Either way
   * the guest id is consumed afterwards: a guest without a list gets a spent one at once, and a list
   * to move is spent by {@link spend} once its items are moved.
   */
  guestToMerge(guestId: string): number | undefined {
    const guest = this.#row('guest_id', guestId);
    if (guest?.merged_at != null) return undefined;
    if (guest) return guest.id;
    this.db
      .prepare(`INSERT INTO ${this.table} (guest_id, merged_at, updated_at) VALUES (?, ?, ?)`)
      .run(guestId, this.now(), this.now());
    return undefined;
  }

  /** Marks a guest's list as merged. */
  spend(listId: number): void {
    this.db
      .prepare(`UPDATE ${this.table} SET merged_at = ?, updated_at = ? WHERE id = ?`)
      .run(this.now(), this.now(), listId);
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

  #row(column: string, value: number | string): ListRow | undefined {
    return this.db.prepare(`SELECT id, merged_at FROM ${this.table} WHERE ${column} = ?`).get(value) as
      ListRow | undefined;
  }
}
