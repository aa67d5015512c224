/**
 * The listing answer's wire shape (`GET /api/v1/listing/`, spec section 3): core's listing types
 * where the API sends the same, and the API's own additions (selection flags, value ids, SEO).
 */
import type {
  Breadcrumb,
  CategoryNode as CoreCategoryNode,
  Filter as CoreFilter,
  FilterValue as CoreFilterValue,
  Pagination,
  SelectedPrice,
  SelectedValue,
  SortType,
} from '@fanshop/core/catalog';
import type { PriceRange, PriceType } from '@fanshop/core/pricing';
import type { Language } from '../catalogue-api';
import type { GroupName } from './listing-facet-model';
import type { ProductTile } from '../product/tiles';

/** A filter value as the API answers it: core's `FilterValue` (spec section 3) and its selection. */
export interface FilterValue extends CoreFilterValue {
  readonly selected: boolean;
  readonly id?: number;
  readonly hex?: string;
  readonly pivot?: readonly FilterValue[];
  readonly field?: string;
  readonly order?: SortType;
}

/** A filter as the API answers it: core's `Filter` with its selected ids and the price bounds. */
export interface Filter extends Omit<CoreFilter, 'f_name' | 'data'> {
  readonly f_name: GroupName;
  readonly data: readonly FilterValue[];
  readonly selected: readonly number[];
  readonly min?: number;
  readonly max?: number;
}

/** A category as the API answers it: core's `CategoryNode`, with `selected` where core says `active`. */
export interface CategoryNode extends Omit<CoreCategoryNode, 'active' | 'children'> {
  readonly selected: boolean;
  readonly children: readonly CategoryNode[];
}

export interface ListingResponse {
  readonly products: readonly ProductTile[];
  readonly pagination: Omit<Pagination, 'lastPage'> & { readonly totalPages: number };
  readonly filters: readonly Filter[];
  readonly selected: {
    readonly byId: Readonly<Record<string, SelectedValue & { f_name: GroupName; page: boolean }>>;
    readonly page: readonly number[];
    readonly top: readonly { fv_id: number; fv_name: string; f_name: GroupName }[];
    readonly last: readonly number[];
    readonly left: Readonly<Partial<Record<GroupName, readonly number[]>>>;
    readonly all: readonly number[];
    readonly price: SelectedPrice;
  };
  readonly price: {
    readonly priceType: PriceType;
    readonly currency: 'EUR';
    readonly range: { readonly role: PriceRange; readonly mobile: PriceRange };
  };
  readonly view: { readonly left: readonly GroupName[] };
  readonly categoryTree: {
    readonly tree: readonly CategoryNode[];
    readonly genders: readonly { id: number; name: string; url: string; count: number; selected: boolean }[];
    readonly lastLevel: boolean;
    readonly isGenderInRequest: boolean;
    readonly outlet: boolean;
  };
  readonly sorting: {
    readonly field: string;
    readonly type: SortType;
    readonly options: readonly { field: string; type: SortType; name: string; selected: boolean }[];
  };
  readonly seo: {
    readonly title: string;
    readonly h1: string;
    readonly description: string;
    readonly canonical: string;
    readonly robots: string;
    readonly alternates: Readonly<Record<Language, string>>;
  };
  /**
   * On a search that found nothing: a query close to the shopper's that finds products (each unknown
   * word replaced by the nearest word of the catalogue, `spelling.ts`), else null. Absent elsewhere.
   */
  readonly spelling?: string | null;
  /**
   * The steps from home to the page (`listing-trail.ts`): department, categories, brand or sport, the
   * page last; empty for search results. An addition of this API: a frontend reads it when given
   * (core's `readListingTrail`) and otherwise takes the trail from `categoryTree`.
   */
  readonly breadcrumbs: readonly Breadcrumb[];
}
