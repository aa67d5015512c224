/**
 * Reading the listing call's parameters with the shop's own rules from core: the price rule
 * (`parsePrice`), the sort options and the search query's normal form. The API adds only what
 * belongs to its wire format: the sorting group's value ids and names, and its leniency.
 */
import { DEFAULT_SORT_OPTION, SORT_OPTIONS, type SortOption, type SortOptionId } from '@fanshop/core/catalog';
import { centsToEuros, parsePrice, type Cents } from '@fanshop/core/pricing';
import { normaliseSearchQuery } from '@fanshop/core/search';
import type { Named } from '../index/catalogue-index';

/**
 * The API's face of the sort options (core's `SORT_OPTIONS`, spec section 9): the value id of the
 * `sorting` filter group and the menu name in each language.
 */
export const SORT_VALUES: Readonly<Record<SortOptionId, { readonly fvId: number; readonly name: Named }>> = {
  favorite: { fvId: 9001, name: { en: 'Favourites', de: 'Beliebteste' } },
  'price-high-to-low': { fvId: 9002, name: { en: 'Price: high to low', de: 'Preis absteigend' } },
  'price-low-to-high': { fvId: 9003, name: { en: 'Price: low to high', de: 'Preis aufsteigend' } },
  newest: { fvId: 9004, name: { en: 'Newest', de: 'Neuheiten' } },
};

/**
 * The sort a request asks for: the option with this field and order; with an unknown order the
 * field's first option (`sortField=price` sorts high to low); otherwise the default.
 */
export function sortOf(field: unknown, type: unknown): SortOption {
  return (
    SORT_OPTIONS.find((o) => o.field === field && o.type === type) ??
    SORT_OPTIONS.find((o) => o.field === field) ??
    DEFAULT_SORT_OPTION
  );
}

/** Longer price texts are no prices; the bound keeps the parser's work small on hostile input. */
const MAX_PRICE_TEXT = 40;

/**
 * Reads a price bound in euros with the shop's one price rule (core's `parsePrice`, spec section 5:
 * comma or dot decimals, three digits after a dot group thousands); null when it is not a price or
 * negative.
 */
export function priceBound(raw: unknown): Cents | null {
  if (typeof raw !== 'string' || raw.length > MAX_PRICE_TEXT) return null;
  const cents = parsePrice(raw);
  return cents !== null && cents >= 0 ? cents : null;
}

/** A price bound in cents as the answer's `selected.price` writes it: euros, or null. */
export function eurosOrNull(cents: Cents | null): number | null {
  return cents === null ? null : centsToEuros(cents);
}

/**
 * The search text of `q` (already form-decoded: `+` read as a space, `%2B` as a plus sign): the shop's
 * query rule (spec sections 2 and 9: cut to 50 characters, trimmed, runs collapsed); `''` without one.
 */
export function searchText(raw: unknown): string {
  return typeof raw === 'string' ? normaliseSearchQuery(raw) : '';
}
