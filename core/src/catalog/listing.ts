import { priceRangeFor, type PriceRange, type PriceType } from '../pricing/role.js';
import type { AlternatePaths } from '../navigation/alternates.js';
import type { Gender } from '../shared/gender.js';
import type { Filter } from './filter.js';
import type { Breadcrumb, ProductTile } from './product.js';
import type { SortType } from './sort-options.js';

/** Where the listing is in its pages. Pages count from 1. */
export interface Pagination {
  readonly page: number;
  readonly perPage: number;
  readonly total: number;
  readonly lastPage: number;
}

/** A selected filter value with the filter it belongs to, for chips and analytics. */
export interface SelectedValue {
  readonly f_id: number;
  readonly f_name: string;
  readonly fv_id: number;
  readonly fv_name: string;
}

/** The price bounds the listing was requested with, in euros; `null` for an open side. */
export interface SelectedPrice {
  readonly min: number | null;
  readonly max: number | null;
}

/**
 * What is selected, as the listing answer groups it (spec section 3). All lists hold value ids.
 */
export interface SelectedFilters {
  /** Every selected value, keyed by its value id (JSON object keys are strings). */
  readonly byId: Readonly<Record<string, SelectedValue>>;
  /** Values fixed by the page's path (a brand, gender or sport page); unchecking one leaves the page. */
  readonly page: readonly number[];
  /** Values shown as chips above the products. */
  readonly top: readonly number[];
  /** Values of the group the shopper changed last, which the UI keeps open. */
  readonly last: readonly number[];
  /** Values shown as selected in the left column. */
  readonly left: readonly number[];
  /** Every selected value. */
  readonly all: readonly number[];
  readonly price: SelectedPrice;
}

/**
 * The price slider's bounds: `role` for the requesting price type, `mobile` for the mobile drawer.
 * Either may be missing, and then the role's default bounds apply (spec section 6).
 */
export interface ListingPrice {
  readonly range: {
    readonly role?: PriceRange | null;
    readonly mobile?: PriceRange | null;
  };
}

/** Layout hints of the listing page. */
export interface ListingView {
  /** The filter names shown in the left column, in order. */
  readonly left: readonly string[];
}

/** A node of the category navigation beside the products. */
export interface CategoryNode {
  readonly id: number;
  readonly name: string;
  /** App path without language prefix. */
  readonly url: string;
  readonly count: number;
  /** True for the category the listing shows and the ones above it. */
  readonly active: boolean;
  readonly children: readonly CategoryNode[];
}

/** The category navigation of a listing (spec section 3). */
export interface CategoryTree {
  readonly tree: readonly CategoryNode[];
  /** The departments the listing's products fall into. */
  readonly genders: readonly Gender[];
  /** True when the current category has no sub-categories. */
  readonly lastLevel: boolean;
  /** True when the gender came with the request (path or filter) rather than being recommended. */
  readonly isGenderInRequest: boolean;
  /** True on outlet (reduced goods) listings. */
  readonly outlet: boolean;
}

/**
 * The sorting the listing was requested with; both `null` when none was chosen and the default
 * (favourites) applies, so that the default never ends up in a URL by itself.
 */
export interface ListingSorting {
  readonly field: string | null;
  readonly type: SortType | null;
}

/** Texts for the page head and the heading. */
export interface Seo {
  readonly title: string;
  readonly description: string;
  readonly h1: string;
  /** App path of the canonical page. */
  readonly canonical: string;
  /** An introductory text for the listing, when the shop has one. */
  readonly text: string | null;
  /** The unfiltered listing's path in each language (`/men/` ↔ `/herren/`), when the API names them. */
  readonly alternates?: AlternatePaths;
}

/** A product listing or search result page (decisions: `GET /api/v1/listing/`). */
export interface Listing {
  readonly products: readonly ProductTile[];
  readonly pagination: Pagination;
  readonly filters: readonly Filter[];
  readonly selected: SelectedFilters;
  readonly price: ListingPrice;
  readonly view: ListingView;
  readonly categoryTree: CategoryTree;
  readonly sorting: ListingSorting;
  readonly seo: Seo;
  /**
   * On a search that found nothing: a query close to the shopper's that finds products, when the
   * catalogue has one ("did you mean …?"); absent otherwise.
   */
  readonly didYouMean?: string;
  /**
   * The steps from home to the listing, the listing last, when the API names them (`breadcrumbs`,
   * read by `readListingTrail`); `listingTrail` falls back to the category tree without them.
   */
  readonly trail?: readonly Breadcrumb[];
}

/** The price slider's bounds for a price type: the answer's range when usable, else the role default. */
export function listingPriceRange(listing: Pick<Listing, 'price'>, priceType: PriceType): PriceRange {
  return priceRangeFor(priceType, listing.price.range.role);
}

/** The mobile drawer's bounds: its own range when usable, else the same as on desktop. */
export function mobilePriceRange(listing: Pick<Listing, 'price'>, priceType: PriceType): PriceRange {
  const { mobile, role } = listing.price.range;
  return priceRangeFor(priceType, usable(mobile) ? mobile : role);
}

function usable(range: PriceRange | null | undefined): range is PriceRange {
  return range != null && Number.isFinite(range.min) && Number.isFinite(range.max) && range.min <= range.max;
}
