import { randomBytes } from 'node:crypto';
import { CartLineStatus, type CartProduct, lineStatusOf } from '@fanshop/core/cart';
import {
  type LinePrint,
  type PersonalisationOffer,
  type Print,
  type PrintReading,
  type PrintRequest,
  printedUnitPrice,
  readPrint,
  printKey,
  printLabel,
  printSurcharge,
} from '@fanshop/core/personalisation';
import { type Cents, deliveryPrice, formatPrice, type PriceType } from '@fanshop/core/pricing';
import type { Language as ShopLanguage } from '@fanshop/core/shared';
import { type CartProductInfo, type Language, shopLanguage } from '../catalogue/catalogue-api';
import { type FormattedPriceSet, formatPriceSet, type PriceSet } from '../catalogue/product/price-set';
import { ApiError, failure, refused } from '../http/errors';
import { OwnedListService } from './owned-list-service';
import { type ListOwner, OwnedLists } from './owner';

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
  readonly prices: PriceSet;
  readonly pricesFormatted: FormattedPriceSet;
  /**
   * What is printed on the piece (issue 36), when something is: the name and number, the label a line
   * shows (`ALABA · 8`) and the print's surcharge per piece, which `prices.vk` includes. Absent for a
   * line without a print.
   */
  readonly personalisation?: LinePrint;
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
  /** What is printed on each piece of the line, or null. */
  readonly print: Print | null;
}

interface LineRow {
  id: number;
  hash: string;
  option_id: number;
  quantity: number;
  related_products: string;
  print_name: string | null;
  print_number: number | null;
  print_key: string;
}

/** The print a stored cart or order line keeps, or null. */
export function printOf(row: {
  readonly print_name: string | null;
  readonly print_number: number | null;
}): Print | null {
  if (row.print_name === null && row.print_number === null) return null;
  return {
    ...(row.print_name !== null ? { name: row.print_name } : {}),
    ...(row.print_number !== null ? { number: row.print_number } : {}),
  };
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
  readonly relatedProducts?: readonly number[] | undefined;
  /** What the shopper asks to have printed on each piece (absent or null: nothing). */
  readonly personalisation?: PrintRequest | null;
}

/**
 * 422 for a print the product cannot take: each field of `personalisation` with its code (core's
 * `readPrint`); a name too long names the offer's limit.
 */
function printRefused(
  problems: Extract<PrintReading, { ok: false }>['problems'],
  offer: PersonalisationOffer | undefined,
): ApiError {
  const failures: Record<string, ReturnType<typeof failure>> = {};
  if (problems.name) {
    failures['personalisation.name'] = failure(
      problems.name,
      problems.name === 'too-long' ? offer?.name?.maxLength : undefined,
    );
  }
  if (problems.number) failures['personalisation.number'] = failure(problems.number);
  return new ApiError(422, failures);
}

/** Carts of guests and customers over SQLite, priced through the catalogue. */
export class CartService extends OwnedListService {
  protected readonly lists = new OwnedLists(this.db, 'carts', this.now);

  /** The owner's lines whose option the catalogue still knows. */
  lines(owner: ListOwner, language: Language): PricedLine[] {
    return this.#rows(this.lists.find(owner)).flatMap((row) => {
      const product = this.catalogue.cartProductByOption(row.option_id, language);
      return product
        ? [
            {
              hash: row.hash,
              quantity: row.quantity,
              relatedProducts: parseIds(row.related_products),
              product,
              print: printOf(row),
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

  /**
   * Adds pieces of an option with a print (or none); the line of that option and print grows. The
   * option's lines together never hold more than its stock: printed or not, they are the same shirts.
   */
  add(owner: ListOwner, input: AddToCart): void {
    const product = this.catalogue.cartProductByOption(input.optionId, 'en');
    if (!product) throw refused('productOption', 'unknown-product-option');
    const reading = readPrint(input.personalisation, product.personalisation);
    if (!reading.ok) throw printRefused(reading.problems, product.personalisation);
    const { print } = reading;
    const key = printKey(print);
    this.db.transaction(() => {
      const cartId = this.lists.ensure(owner);
      const existing = this.db
        .prepare('SELECT id, quantity FROM cart_lines WHERE cart_id = ? AND option_id = ? AND print_key = ?')
        .get(cartId, input.optionId, key) as { id: number; quantity: number } | undefined;
      const ofOption = Number(
        this.db
          .prepare('SELECT COALESCE(SUM(quantity), 0) FROM cart_lines WHERE cart_id = ? AND option_id = ?')
          .pluck()
          .get(cartId, input.optionId),
      );
      const quantity = (existing?.quantity ?? 0) + input.amount;
      if (product.stock <= 0) throw refused('productOption', 'out-of-stock');
      if (ofOption + input.amount > product.stock) throw refused('amount', 'stock-limit', product.stock);
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
        this.#insertLine(cartId, input.optionId, quantity, related ?? '[]', print);
      }
      this.lists.touch(cartId);
    })();
  }

  /** Removes the line with this hash; false when the owner's cart has no such line. */
  remove(owner: ListOwner, hash: string): boolean {
    const cartId = this.lists.find(owner);
    if (cartId === undefined) return false;
    const result = this.db.prepare('DELETE FROM cart_lines WHERE cart_id = ? AND hash = ?').run(cartId, hash);
    if (result.changes > 0) this.lists.touch(cartId);
    return result.changes > 0;
  }

  /**
   * A guest's lines join the customer's cart: quantities of the same option and print add up, capped by
   * the stock (never below what the customer already had); a print comes along unchanged.
   */
  protected override moveItems(guestCart: number, target: number): void {
    let count = Number(
      this.db.prepare('SELECT COUNT(*) FROM cart_lines WHERE cart_id = ?').pluck().get(target),
    );
    for (const row of this.#rows(guestCart)) {
      const stock = this.catalogue.cartProductByOption(row.option_id, 'en')?.stock ?? 0;
      const existing = this.db
        .prepare('SELECT id, quantity FROM cart_lines WHERE cart_id = ? AND option_id = ? AND print_key = ?')
        .get(target, row.option_id, row.print_key) as { id: number; quantity: number } | undefined;
      const had = existing?.quantity ?? 0;
      const quantity = Math.max(had, Math.min(had + row.quantity, stock));
      if (existing) {
        this.db.prepare('UPDATE cart_lines SET quantity = ? WHERE id = ?').run(quantity, existing.id);
      } else if (quantity > 0 && count < MAX_CART_LINES) {
        this.#insertLine(target, row.option_id, quantity, row.related_products, printOf(row));
        count++;
      }
    }
    this.db.prepare('DELETE FROM cart_lines WHERE cart_id = ?').run(guestCart);
  }

  /** Empties the cart of a customer or a guest (after an order). */
  clear(owner: ListOwner): void {
    const cartId = this.lists.find(owner);
    if (cartId === undefined) return;
    this.db.prepare('DELETE FROM cart_lines WHERE cart_id = ?').run(cartId);
    this.lists.touch(cartId);
  }

  #insertLine(
    cartId: number,
    optionId: number,
    quantity: number,
    related: string,
    print: Print | null,
  ): void {
    this.db
      .prepare(
        `INSERT INTO cart_lines (cart_id, hash, option_id, quantity, related_products, added_at, print_name,
           print_number, print_key)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        cartId,
        randomBytes(8).toString('hex'),
        optionId,
        quantity,
        related,
        this.now(),
        print?.name ?? null,
        print?.number ?? null,
        printKey(print),
      );
  }

  #rows(cartId: number | undefined): LineRow[] {
    if (cartId === undefined) return [];
    return this.db
      .prepare(
        'SELECT id, hash, option_id, quantity, related_products, print_name, print_number, print_key FROM cart_lines WHERE cart_id = ? ORDER BY id',
      )
      .all(cartId) as LineRow[];
  }
}

/** A line's print as the answer writes it, or nothing for a line without one. */
export function printedLineView(
  print: Print | null,
  surcharge: Cents,
  lang: ShopLanguage,
): { personalisation?: LinePrint } {
  if (!print) return {};
  return {
    personalisation: {
      ...print,
      label: printLabel(print),
      price: surcharge,
      priceFormatted: formatPrice(surcharge, lang),
    },
  };
}

function lineView(line: PricedLine, priceType: PriceType, lang: ShopLanguage): CartLineView {
  const { product, quantity, print } = line;
  const surcharge = printSurcharge(print, product.personalisation);
  // A print costs what it costs whatever the shirt's discount: it is added to the rrp as to the price.
  const vk = printedUnitPrice(product.prices, priceType, print, product.personalisation);
  const rrp = Math.max(product.rrp + surcharge, vk);
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
    pricesFormatted: formatPriceSet(prices, lang),
    ...printedLineView(print, surcharge, lang),
  };
}
