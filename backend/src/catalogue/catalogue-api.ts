import type { CartProduct } from '@fanshop/core/cart';
import type { PersonalisationOffer } from '@fanshop/core/personalisation';
import type { PriceType } from '@fanshop/core/pricing';
import type { Language as ShopLanguage } from '@fanshop/core/shared';

/** Content language of the reference API, chosen from `Accept-Language` (`de…` → de, else en). */
export type Language = 'en' | 'de';

/** The storefront language of a content language: how its prices and pages are written. */
export function shopLanguage(language: Language): ShopLanguage {
  return language === 'de' ? 'de-AT' : 'en-US';
}

/**
 * What the cart, wishlist, orders and checkout need to know about one size option of a product: the
 * product fields of a cart line (core's `CartProduct`, spec section 3) with its option and prices.
 */
export interface CartProductInfo extends Pick<
  CartProduct,
  'name' | 'brand' | 'categories' | 'sports' | 'genderSysname' | 'isHeavy' | 'isBike' | 'isSki'
> {
  readonly optionId: number;
  readonly productId: number;
  /** Size label, e.g. "M", "42", "128". */
  readonly optionTitle: string;
  readonly stock: number;
  /** Storefront path of the product detail page, e.g. `/p/austria-home-jersey-2026-123/`. */
  readonly url: string;
  /** Absolute path of the main image on the API host, e.g. `/images/products/123.svg`. */
  readonly image: string;
  /** Price per price type in integer cents. */
  readonly prices: Readonly<Record<PriceType, number>>;
  /** Recommended retail price in integer cents. */
  readonly rrp: number;
  /** What the product can have printed on it, when it can (a jersey's name and number). */
  readonly personalisation?: PersonalisationOffer;
}

/**
 * The catalogue as the rest of the API sees it (cart, wishlist, orders, checkout).
 * Implemented by the catalogue module over the SQLite database.
 */
export interface CatalogueApi {
  cartProductByOption(optionId: number, language: Language): CartProductInfo | undefined;
  /** Product tiles (the listing's product shape) for the given ids, in the given order; unknown ids are skipped. */
  productTiles(productIds: readonly number[], language: Language, priceType: PriceType): unknown[];
  productExists(productId: number): boolean;
  /** Takes `quantity` from an option's stock when an order is placed; false when not enough is left. */
  takeStock(optionId: number, quantity: number): boolean;
}
