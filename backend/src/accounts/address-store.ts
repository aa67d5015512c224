import { randomUUID } from 'node:crypto';
import type { ShippingAddress, ShippingAddressDraft } from '@fanshop/core/account';
import type { Database } from '../db/database';
import { must } from '../shared/must';

/** Addresses one customer may keep. */
export const MAX_ADDRESSES = 20;

/** An address as its columns answer it: the default flag is SQLite's 0 or 1. */
type AddressRow = Omit<ShippingAddress, 'isDefault'> & { readonly isDefault: number };

/** The columns of an address, named as core's `ShippingAddress` names them. */
const COLUMNS = `uuid, firstname, lastname, city, country_id AS countryId, postal, street, street_no AS streetNo,
  delivery_type AS deliveryType, is_default AS isDefault`;

function toAddress(row: AddressRow): ShippingAddress {
  return { ...row, isDefault: row.isDefault === 1 };
}

/**
 * What a shopper writes of an address, column by column: one list, so that adding and editing an
 * address name the same columns with the same values.
 */
function draftColumns(input: ShippingAddressDraft): readonly (readonly [column: string, value: unknown])[] {
  return [
    ['firstname', input.firstname],
    ['lastname', input.lastname],
    ['city', input.city],
    ['country_id', input.countryId],
    ['postal', input.postal],
    ['street', input.street],
    ['street_no', input.streetNo],
    ['delivery_type', input.deliveryType],
  ];
}

/**
 * A customer's shipping addresses. Exactly one is the default whenever there are any: the first
 * one, the one last marked default, or after deleting the default the most recent remaining one.
 */
export class AddressStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  list(customerId: number): ShippingAddress[] {
    const rows = this.db
      .prepare(`SELECT ${COLUMNS} FROM shipping_addresses WHERE customer_id = ? ORDER BY is_default DESC, id`)
      .all(customerId) as AddressRow[];
    return rows.map(toAddress);
  }

  find(customerId: number, uuid: string): ShippingAddress | undefined {
    const row = this.db
      .prepare(`SELECT ${COLUMNS} FROM shipping_addresses WHERE customer_id = ? AND uuid = ?`)
      .get(customerId, uuid) as AddressRow | undefined;
    return row ? toAddress(row) : undefined;
  }

  count(customerId: number): number {
    return Number(
      this.db
        .prepare('SELECT COUNT(*) FROM shipping_addresses WHERE customer_id = ?')
        .pluck()
        .get(customerId),
    );
  }

  add(customerId: number, input: ShippingAddressDraft): ShippingAddress {
    const uuid = randomUUID();
    this.db.transaction(() => {
      const makeDefault = input.isDefault || this.count(customerId) === 0;
      if (makeDefault) this.#clearDefault(customerId);
      const draft = draftColumns(input);
      this.db
        .prepare(
          `INSERT INTO shipping_addresses (uuid, customer_id, ${draft.map(([column]) => column).join(', ')},
             is_default, created_at)
           VALUES (?, ?, ${draft.map(() => '?').join(', ')}, ?, ?)`,
        )
        .run(uuid, customerId, ...draft.map(([, value]) => value), makeDefault ? 1 : 0, this.now());
    })();
    return must(this.find(customerId, uuid), 'new address');
  }

  /** Updates an address; undefined when it is not the customer's. Un-marking the only default is ignored. */
  update(customerId: number, uuid: string, input: ShippingAddressDraft): ShippingAddress | undefined {
    const current = this.find(customerId, uuid);
    if (!current) return undefined;
    this.db.transaction(() => {
      const makeDefault = input.isDefault || current.isDefault;
      if (input.isDefault && !current.isDefault) this.#clearDefault(customerId);
      const draft = draftColumns(input);
      this.db
        .prepare(
          `UPDATE shipping_addresses SET ${draft.map(([column]) => `${column} = ?`).join(', ')}, is_default = ?
           WHERE customer_id = ? AND uuid = ?`,
        )
        .run(...draft.map(([, value]) => value), makeDefault ? 1 : 0, customerId, uuid);
    })();
    return this.find(customerId, uuid);
  }

  /** Deletes an address; false when it is not the customer's. */
  delete(customerId: number, uuid: string): boolean {
    return this.db.transaction(() => {
      const current = this.find(customerId, uuid);
      if (!current) return false;
      this.db
        .prepare('DELETE FROM shipping_addresses WHERE customer_id = ? AND uuid = ?')
        .run(customerId, uuid);
      if (current.isDefault) {
        this.db
          .prepare(
            `UPDATE shipping_addresses SET is_default = 1
             WHERE id = (SELECT id FROM shipping_addresses WHERE customer_id = ? ORDER BY id DESC LIMIT 1)`,
          )
          .run(customerId);
      }
      return true;
    })();
  }

  #clearDefault(customerId: number): void {
    this.db.prepare('UPDATE shipping_addresses SET is_default = 0 WHERE customer_id = ?').run(customerId);
  }
}
