import { randomBytes } from 'node:crypto';
import { CartLineStatus, type CartProduct, lineStatusOf } from '@fanshop/core/cart';
import { type Cents, deliveryPrice, formatPrice, type PriceType } from '@fanshop/core/pricing';
import type { Language as ShopLanguage } from '@fanshop/core/shared';
import {
  type CartProductInfo,
  type CatalogueApi,
  type Language,
  shopLanguage,
} from '../catalogue/catalogue-api';
import type { Database } from '../db/database';
import { invalidUuid, refused } from '../http/errors';
import { must } from '../shared/must';
import { type ListOwner, ownerColumn } from './owner';

/** Lines one cart may hold. */
export const MAX_CART_LINES = 50;
/** Pieces one call may add. */
export const MAX_AMOUNT = 99;

/** One cart line as the API answers it (spec section 3, "Cart product"). Money in integer cents. */
export interface CartLineView extends Omit<CartProduct, 'prices' | 'url' | 'image'> {
  readonly id: number;
  readonly url: string;
  readonly image: string;
  readonly priceType: PriceType;
  /** Per piece: `vk` is the price this customer pays (by price type), `rrp` the recommended price; `…Full` the line totals. */
  readonly prices: {
    readonly vk: Cents;
    readonly rrp: Cents;
    readonly vkFull: Cents;
    readonly rrpFull: Cents;
  };
  readonly pricesFormatted: {
    readonly vk: string;
    readonly rrp: string;
    readonly vkFull: string;
    readonly rrpFull: string;
  };
}

/** The cart answer (spec section 3, "Cart response"). */
export interface CartView {
  readonly uuid: string;
  readonly products: readonly CartLineView[];
  readonly total: {
    readonly currency: 'EUR';
    readonly itemCount: number;
    readonly subtotal: Cents;
    readonly subtotalFormatted: string;
    readonly deliveryPrice: Cents;
    readonly deliveryPriceFormatted: string;
    readonly totalCartPrice: Cents;
    readonly totalCartPriceFormatted: string;
  };
}

/** A stored line with what the catalogue knows of its option now. */
export interface PricedLine {
  readonly hash: string;
  readonly quantity: number;
  readonly relatedProducts: readonly number[];
  readonly product: CartProductInfo;
}

interface LineRow {
  id: number;
  hash: string;
  option_id: number;
  quantity: number;
  related_products: string;
}

function parseIds(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((n): n is number => Number.isSafeInteger(n)) : [];
  } catch {
    return [];
  }
}

/** What to add (spec section 7, POST /api/v1/cart/). */
export interface AddToCart {
  readonly optionId: number;
  readonly amount: number;
  readonly relatedProducts?: readonly number[];
}

/** Carts of guests and customers over SQLite, priced through the catalogue. */
export class CartService {
  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueApi,
    private readonly now: () => number,
  ) {}

  /**
   * The cart row of an owner. A guest cart consumed by a merge is spent: 422 'invalid uuid', so the
   * storefront starts over with a new guest id.
   */
  #cartId(owner: ListOwner, create: boolean): number | undefined {
    const [column, value] = ownerColumn(owner);
    const row = this.db.prepare(`SELECT id, merged_at FROM carts WHERE ${column} = ?`).get(value) as
      { id: number; merged_at: number | null } | undefined;
    if (row?.merged_at != null) throw invalidUuid();
    if (row) return row.id;
    if (!create) return undefined;
    const result = this.db
      .prepare(`INSERT INTO carts (${column}, updated_at) VALUES (?, ?)`)
      .run(value, this.now());
    return Number(result.lastInsertRowid);
  }

  #rows(cartId: number | undefined): LineRow[] {
    if (cartId === undefined) return [];
    return this.db
      .prepare(
        'SELECT id, hash, option_id, quantity, related_products FROM cart_lines WHERE cart_id = ? ORDER BY id',
      )
      .all(cartId) as LineRow[];
  }

  /** The owner's lines whose option the catalogue still knows. */
  lines(owner: ListOwner, language: Language): PricedLine[] {
    return this.#rows(this.#cartId(owner, false)).flatMap((row) => {
      const product = this.catalogue.cartProductByOption(row.option_id, language);
      return product
        ? [
            {
              hash: row.hash,
              quantity: row.quantity,
              relatedProducts: parseIds(row.related_products),
              product,
            },
          ]
        : [];
    });
  }

  /** The cart answer for an owner; `uuid` is the customer's id or the guest id. */
  view(owner: ListOwner, uuid: string, language: Language, priceType: PriceType): CartView {
    const lang = shopLanguage(language);
    const products = this.lines(owner, language).map((line) => lineView(line, priceType, lang));
    const available = products.filter((p) => p.status === CartLineStatus.available);
    const subtotal = available.reduce((sum, p) => sum + p.prices.vkFull, 0);
    const delivery = deliveryPrice(subtotal);
    return {
      uuid,
      products,
      total: {
        currency: 'EUR',
        itemCount: available.reduce((sum, p) => sum + p.option.quantity, 0),
        subtotal,
        subtotalFormatted: formatPrice(subtotal, lang),
        deliveryPrice: delivery,
        deliveryPriceFormatted: formatPrice(delivery, lang),
        totalCartPrice: subtotal + delivery,
        totalCartPriceFormatted: formatPrice(subtotal + delivery, lang),
      },
    };
  }

  /** Adds pieces of an option; the line's quantity grows, never beyond the stock. */
  add(owner: ListOwner, input: AddToCart): void {
    const product = this.catalogue.cartProductByOption(input.optionId, 'en');
    if (!product) throw refused('productOption', 'unknown-product-option');
    this.db.transaction(() => {
      const cartId = must(this.#cartId(owner, true), 'cart');
      const existing = this.db
        .prepare('SELECT id, quantity FROM cart_lines WHERE cart_id = ? AND option_id = ?')
        .get(cartId, input.optionId) as { id: number; quantity: number } | undefined;
      const quantity = (existing?.quantity ?? 0) + input.amount;
      if (product.stock <= 0) throw refused('productOption', 'out-of-stock');
      if (quantity > product.stock) throw refused('amount', 'stock-limit', product.stock);
      const related = input.relatedProducts ? JSON.stringify(input.relatedProducts) : undefined;
      if (existing) {
        this.db
          .prepare(
            'UPDATE cart_lines SET quantity = ?, related_products = COALESCE(?, related_products) WHERE id = ?',
          )
          .run(quantity, related ?? null, existing.id);
      } else {
        const count = Number(
          this.db.prepare('SELECT COUNT(*) FROM cart_lines WHERE cart_id = ?').pluck().get(cartId),
        );
        if (count >= MAX_CART_LINES) {
          throw refused('productOption', 'cart-full', MAX_CART_LINES);
        }
        this.#insertLine(cartId, input.optionId, quantity, related ?? '[]');
      }
      this.#touch(cartId);
    })();
  }

  /** Removes the line with this hash; false when the owner's cart has no such line. */
  remove(owner: ListOwner, hash: string): boolean {
    const cartId = this.#cartId(owner, false);
    if (cartId === undefined) return false;
    const result = this.db.prepare('DELETE FROM cart_lines WHERE cart_id = ? AND hash = ?').run(cartId, hash);
    if (result.changes > 0) this.#touch(cartId);
    return result.changes > 0;
  }

  /**
   * Moves a guest cart into a customer's cart in one transaction: quantities of the same option add
   * up, capped by the stock (never below what the customer already had). The guest id is consumed,
   * also when it had no cart, so a second merge or a later guest use of it changes nothing.
   */
  merge(customerId: number, guestId: string): void {
    this.db.transaction(() => {
      const guest = this.db.prepare('SELECT id, merged_at FROM carts WHERE guest_id = ?').get(guestId) as
        { id: number; merged_at: number | null } | undefined;
      if (guest?.merged_at != null) return;
      if (!guest) {
        this.db
          .prepare('INSERT INTO carts (guest_id, merged_at, updated_at) VALUES (?, ?, ?)')
          .run(guestId, this.now(), this.now());
        return;
      }
      const target = must(this.#cartId({ customerId }, true), 'cart');
      let count = Number(
        this.db.prepare('SELECT COUNT(*) FROM cart_lines WHERE cart_id = ?').pluck().get(target),
      );
      for (const row of this.#rows(guest.id)) {
        const stock = this.catalogue.cartProductByOption(row.option_id, 'en')?.stock ?? 0;
        const existing = this.db
          .prepare('SELECT id, quantity FROM cart_lines WHERE cart_id = ? AND option_id = ?')
          .get(target, row.option_id) as { id: number; quantity: number } | undefined;
        const had = existing?.quantity ?? 0;
        const quantity = Math.max(had, Math.min(had + row.quantity, stock));
        if (existing) {
          this.db.prepare('UPDATE cart_lines SET quantity = ? WHERE id = ?').run(quantity, existing.id);
        } else if (quantity > 0 && count < MAX_CART_LINES) {
          this.#insertLine(target, row.option_id, quantity, row.related_products);
          count++;
        }
      }
      this.db.prepare('DELETE FROM cart_lines WHERE cart_id = ?').run(guest.id);
      this.db
        .prepare('UPDATE carts SET merged_at = ?, updated_at = ? WHERE id = ?')
        .run(this.now(), this.now(), guest.id);
      this.#touch(target);
    })();
  }

  /** Empties the cart of a customer or a guest (after an order). */
  clear(owner: ListOwner): void {
    const cartId = this.#cartId(owner, false);
    if (cartId === undefined) return;
    this.db.prepare('DELETE FROM cart_lines WHERE cart_id = ?').run(cartId);
    this.#touch(cartId);
  }

  /** Forgets guest carts untouched for `maxAgeMs` (their ids are random; nobody can come back to them). */
  sweepGuests(maxAgeMs: number): void {
    this.db
      .prepare('DELETE FROM carts WHERE guest_id IS NOT NULL AND updated_at < ?')
      .run(this.now() - maxAgeMs);
  }

  #insertLine(cartId: number, optionId: number, quantity: number, related: string): void {
    this.db
      .prepare(
        'INSERT INTO cart_lines (cart_id, hash, option_id, quantity, related_products, added_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(cartId, randomBytes(8).toString('hex'), optionId, quantity, related, this.now());
  }

  #touch(cartId: number): void {
    this.db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').run(this.now(), cartId);
  }
}

function lineView(line: PricedLine, priceType: PriceType, lang: ShopLanguage): CartLineView {
  const { product, quantity } = line;
  const vk = product.prices[priceType] ?? product.prices.vk;
  const rrp = Math.max(product.rrp, vk);
  const prices = { vk, rrp, vkFull: vk * quantity, rrpFull: rrp * quantity };
  const option = { id: product.optionId, quantity, stock: product.stock, title: product.optionTitle };
  return {
    id: product.productId,
    hash: line.hash,
    option,
    relatedProducts: line.relatedProducts,
    isHeavy: product.isHeavy,
    isBike: product.isBike,
    isSki: product.isSki,
    genderSysname: product.genderSysname,
    status: lineStatusOf({ option }),
    name: product.name,
    brand: product.brand,
    categories: product.categories,
    sports: product.sports,
    url: product.url,
    image: product.image,
    priceType,
    prices,
    pricesFormatted: {
      vk: formatPrice(prices.vk, lang),
      rrp: formatPrice(prices.rrp, lang),
      vkFull: formatPrice(prices.vkFull, lang),
      rrpFull: formatPrice(prices.rrpFull, lang),
    },
  };
}
