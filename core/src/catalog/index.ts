/**
 * Listings, products and filters: the filter model and its state machine, the listing URL codec, sort options, the sitemap and the use cases that load them (spec sections 2, 3, 4 and 7).
 *
 * @module
 */
export { ApplyFilters, type AppliedFilters } from './apply-filters.js';
export { filterChips, appliedFilterCount, type FilterChip } from './filter-chips.js';
export {
  PRICE_GROUP,
  SORTING_GROUP,
  groupValues,
  selectedValueIds,
  selectionFromListing,
  toggleFilterValue,
  toggleSorting,
  setPriceRange,
  clearPriceRange,
  clearShopperFilters,
  saveGroups,
  startSubmitting,
  stopSubmitting,
  selectionGroups,
  changedSavedGroups,
  appliedSelection,
  appliedPage,
  uncheckedPageValues,
  type PriceSelection,
  type FilterSelection,
  type FilterSelectionState,
  type ChangeOptions,
} from './filter-selection.js';
export {
  SEARCH_PATH,
  normaliseFilterQuery,
  encodeFilterQuery,
  writeFilterQuery,
  decodeListingQuery,
  decodeFilterQuery,
  isSearchPath,
  filterUrl,
  filterTargetPath,
  filterQueryFor,
  nextFilterUrl,
  currentFilterUrl,
  type FilterQuery,
  type FilterLocation,
} from './filter-url.js';
export {
  FilterName,
  FILTER_NAMES,
  FILTER_TYPES,
  LEGACY_FILTER_IDS,
  filterNameForLegacyId,
  filterNameOf,
  findFilter,
  isSingleValueFilter,
  isSportEntry,
  visibleValues,
  valueTree,
  type FilterType,
  type LegacyFilterName,
  type FilterValue,
  type SportEntry,
  type Filter,
  type FilterValueTree,
} from './filter.js';
export { type ListingRequest, type ListingGateway } from './listing-gateway.js';
export {
  listingPriceRange,
  mobilePriceRange,
  type Pagination,
  type SelectedValue,
  type SelectedPrice,
  type SelectedFilters,
  type ListingPrice,
  type ListingView,
  type CategoryNode,
  type CategoryTree,
  type ListingSorting,
  type Seo,
  type Listing,
} from './listing.js';
export { listingRecommendedGender } from './recommended-gender.js';
export { LoadListing, type LoadListingRequest, type LoadedListing } from './load-listing.js';
export {
  DRAFT_COUNT_DEBOUNCE_MS,
  DraftResultCount,
  type DraftCount,
  type DraftCountContext,
} from './draft-result-count.js';
export { listingTrail, readListingTrail } from './listing-trail.js';
export { LoadProduct, type LoadProductRequest } from './load-product.js';
export type { CatalogPageRequest } from './page-request.js';
export { storefrontPages, LoadSitemap } from './load-sitemap.js';
export { type ProductGateway } from './product-gateway.js';
export {
  isOptionInStock,
  optionsInStock,
  isSoldOut,
  type ProductOption,
  type ProductImage,
  type Breadcrumb,
  type ProductTile,
  type ProductDetail,
  type ProductFacts,
} from './product.js';
export {
  SIZE_CHARTS,
  isSizeChartKind,
  sizeChart,
  type SizeChartKind,
  type SizeChart,
  type SizeChartRow,
  type SizeMeasure,
} from './size-chart.js';
export {
  encodeQueryComponent,
  decodeQueryComponent,
  joinQuery,
  parseQueryString,
  queryValues,
  firstQueryValue,
  type QueryRecord,
} from '../shared/query-string.js';
export { requireFound } from './require-found.js';
export { SIZE_SCALES, isSizeScale, sizeGroups, type SizeScale, type SizeGroup } from './size-groups.js';
export {
  SHORT_LIST_LENGTH,
  isLongValueList,
  shortValueList,
  valuesMatching,
  type ShortValueList,
} from './value-list.js';
export { preselectedSize, chooseSize } from './size-choice.js';
export { type SitemapPageKind, type SitemapPage, type SitemapGateway } from './sitemap-gateway.js';
export {
  isSortType,
  SORT_OPTIONS,
  DEFAULT_SORT_OPTION,
  sameSort,
  sortOptionFor,
  type SortType,
  type SortPair,
  type SortOptionId,
  type SortOption,
} from './sort-options.js';
export * from './page-window.js';
export { tileName } from './tile-name.js';
export {
  MAX_SWATCHES,
  readColourVariants,
  sizeInOtherColour,
  type ColourVariant,
} from './colour-variants.js';
export { listingNoindex, type ListingIndexFacts } from './listing-indexing.js';
