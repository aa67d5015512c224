/**
 * A product on the wishlist: the product as the API sent it (the tile fields the UI shows), with an id
 * that is guaranteed to be a positive whole number.
 */
export interface WishlistProduct extends Readonly<Record<string, unknown>> {
  readonly id: number;
}

/**
 * The wishlist (spec section 3, "Wishlist response"). Its `uuid` identifies the list on the server; a
 * guest's is the merge id kept until login. `null` when the answer did not carry one (the merge
 * answer holds only products).
 */
export interface Wishlist {
  readonly uuid: string | null;
  readonly products: readonly WishlistProduct[];
}

/** The wishlist before anything is known. */
export const EMPTY_WISHLIST: Wishlist = { uuid: null, products: [] };

/** A wishlist read from an answer, and the products that had to be skipped. */
export interface ReadWishlist {
  readonly wishlist: Wishlist;
  /** Products lacking a usable id, as they came; the caller logs them. */
  readonly skipped: readonly unknown[];
}

/**
 * Reads the products and uuid of a wishlist answer. Products lacking an id (missing, not a positive
 * whole number or a string of digits) are skipped and returned apart (spec section 5), so one broken
 * product never hides the rest. Pure: logging is the caller's.
 */
export function readWishlist(products: readonly unknown[], uuid?: string | null): ReadWishlist {
  const kept: WishlistProduct[] = [];
  const skipped: unknown[] = [];
  for (const product of products) {
    const id = productIdOf(product);
    if (id === null) skipped.push(product);
    else kept.push({ ...(product as Record<string, unknown>), id });
  }
  return { wishlist: { uuid: uuid ?? null, products: kept }, skipped };
}

function productIdOf(product: unknown): number | null {
  if (typeof product !== 'object' || product === null) return null;
  const raw = (product as { id?: unknown }).id;
  const id = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : raw;
  return isProductId(id) ? id : null;
}

/** True when a product id is on the wishlist. */
export function hasProduct(wishlist: Wishlist, productId: number): boolean {
  return wishlist.products.some((product) => product.id === productId);
}

/** The ids on the wishlist, in list order. */
export function productIds(wishlist: Wishlist): number[] {
  return wishlist.products.map((product) => product.id);
}

/** True when a value can name a wishlist product: a positive whole number. */
export function isProductId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}
