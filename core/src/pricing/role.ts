/** The price types customers see, by role (spec section 6). Guests and unknown roles see `vk`. */
export const PRICE_TYPES = ['vk', 'premium', 'staff', 'pro'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const DEFAULT_PRICE_TYPE: PriceType = 'vk';

/** A price range in whole euros, as the listing's price filter uses it. */
export interface PriceRange {
  readonly min: number;
  readonly max: number;
}

/** Price range bounds by role when the listing response has none (spec section 6). */
export const DEFAULT_PRICE_RANGES: Readonly<Record<PriceType, PriceRange>> = {
  vk: { min: 4, max: 1200 },
  premium: { min: 4, max: 1080 },
  staff: { min: 8, max: 810 },
  pro: { min: 8, max: 891 },
};

export function isPriceType(value: unknown): value is PriceType {
  return (PRICE_TYPES as readonly unknown[]).includes(value);
}

/** The price type of an account role; anything unknown, missing or malformed is `vk`. */
export function priceTypeForRole(role: unknown): PriceType {
  const normalised = typeof role === 'string' ? role.trim().toLowerCase() : role;
  return isPriceType(normalised) ? normalised : DEFAULT_PRICE_TYPE;
}

/**
 * The price range bounds for a role: the response's own range when it holds finite numbers
 * with min ≤ max, otherwise the role's default.
 */
export function priceRangeFor(role: unknown, fromResponse?: Partial<PriceRange> | null): PriceRange {
  const min = fromResponse?.min;
  const max = fromResponse?.max;
  if (isFiniteNumber(min) && isFiniteNumber(max) && min <= max) return { min, max };
  return DEFAULT_PRICE_RANGES[priceTypeForRole(role)];
}

/** `Number.isFinite` converts nothing: a numeric string, `null` or `undefined` is no finite number. */
function isFiniteNumber(value: unknown): value is number {
  return Number.isFinite(value);
}
