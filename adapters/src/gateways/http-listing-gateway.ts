import {
  type FilterQuery,
  type Filter,
  type FilterValue,
  type SportEntry,
  type CategoryNode,
  type Listing,
  type ListingSorting,
  type ListingGateway,
  type ListingRequest,
  encodeQueryComponent,
  readListingTrail,
  writeFilterQuery,
} from '@fanshop/core/catalog';
import { Gender, toGender } from '@fanshop/core/shared';
import type * as z from 'zod/mini';
import type { HttpClient } from '../http/http-client.js';
import { alternatesOf } from './alternates.js';
import { nullIfNotFound } from './not-found.js';
import { parse } from './parse.js';
import { toProductTile } from './product-tile.js';
import { listingAnswer, type RawCategoryNode, type RawFilterValue } from './schemas/catalog.js';

type RawListing = z.output<typeof listingAnswer>;

/**
 * The shop API's listings (`GET /api/v1/listing/`, decisions.md). Where the API's answer and the
 * core's `Listing` differ in shape, this maps: `totalPages` → `lastPage`, grouped `selected.left` and
 * chip objects → value ids, category `selected` → `active`, department objects → genders, and a
 * sorting the shopper did not choose → `null`.
 */
export class HttpListingGateway implements ListingGateway {
  constructor(private readonly http: HttpClient) {}

  getListing(request: ListingRequest): Promise<Listing | null> {
    return nullIfNotFound(async () => {
      const body = await this.http.get<unknown>(`/api/v1/listing/?${listingQuery(request)}`, {
        language: request.language,
      });
      return toListing(parse(listingAnswer, body, 'data'), request.query, this.http.baseUrl);
    });
  }
}

/**
 * The listing call's query: the page path, then the filter parameters written by the core's one
 * writer of them (`writeFilterQuery`, the listing URL's too). `priceType` is the shopper's own (the
 * API prices for it only when it is the customer's), so the bounds are meant in the prices shown.
 */
export function listingQuery(request: ListingRequest): string {
  // The price type is always there, so the filter part is never empty.
  const filters = writeFilterQuery({ ...request.query, priceType: request.priceType });
  return `path=${encodeQueryComponent(request.path)}&${filters}`;
}

function toListing(raw: RawListing, query: FilterQuery, apiBaseUrl: string): Listing {
  const { pagination, selected, categoryTree } = raw;
  return {
    products: raw.products.map((tile) => toProductTile(tile, apiBaseUrl)),
    pagination: {
      page: pagination.page,
      perPage: pagination.perPage,
      total: pagination.total,
      lastPage:
        pagination.lastPage ?? pagination.totalPages ?? Math.ceil(pagination.total / pagination.perPage),
    },
    filters: raw.filters.map((filter): Filter => ({
      f_id: filter.f_id,
      f_name: filter.f_name,
      f_type: filter.f_type,
      title: filter.title,
      data: filter.data.map(toFilterValue),
    })),
    selected: {
      byId: selected.byId,
      page: selected.page,
      top: selected.top.map((chip) => (typeof chip === 'number' ? chip : chip.fv_id)),
      last: selected.last,
      left: Array.isArray(selected.left)
        ? selected.left
        : [...new Set(Object.values(selected.left).flat())].sort((a, b) => a - b),
      all: selected.all,
      price: selected.price,
    },
    price: { range: { role: raw.price.range.role ?? null, mobile: raw.price.range.mobile ?? null } },
    view: raw.view,
    categoryTree: {
      tree: categoryTree.tree.map(toCategoryNode),
      genders: categoryTree.genders.flatMap((entry) => {
        // Departments with products (or the selected one); bare values are taken as they are.
        if (typeof entry !== 'number' && (entry.count ?? 1) === 0 && !entry.selected) return [];
        const gender = toGender(typeof entry === 'number' ? entry : entry.id);
        return gender === Gender.unknown ? [] : [gender];
      }),
      lastLevel: categoryTree.lastLevel,
      isGenderInRequest: categoryTree.isGenderInRequest,
      outlet: categoryTree.outlet,
    },
    sorting: sortingOf(raw, query),
    seo: {
      title: raw.seo.title,
      description: raw.seo.description,
      h1: raw.seo.h1,
      canonical: raw.seo.canonical,
      text: raw.seo.text ?? null,
      ...alternatesOf(raw.seo.alternates),
    },
    ...(raw.spelling ? { didYouMean: raw.spelling } : {}),
    ...trailOf(raw.breadcrumbs),
  };
}

/** The listing's trail when the API names one it can show; without it the UI takes the category tree. */
function trailOf(raw: unknown): Pick<Listing, 'trail'> {
  const trail = readListingTrail(raw);
  return trail === undefined ? {} : { trail };
}

function toFilterValue(raw: RawFilterValue): FilterValue {
  const value: FilterValue = {
    fv_id: raw.fv_id,
    fv_name: raw.fv_name,
    fv_name_mobile: raw.fv_name_mobile ?? raw.fv_name,
    hidden: raw.hidden,
    type: raw.type,
    count: raw.count,
  };
  if (raw.pivot === undefined) return value;
  const sport: SportEntry = {
    ...value,
    id: raw.id ?? raw.fv_id,
    pivot: raw.pivot.map((child) => ({ ...toFilterValue(child), id: child.id ?? child.fv_id, pivot: [] })),
  };
  return sport;
}

/** The API's node as it comes, `active` settled from either of its names. */
function toCategoryNode({ selected, active, children, ...node }: RawCategoryNode): CategoryNode {
  return { ...node, active: active ?? selected ?? false, children: children.map(toCategoryNode) };
}

/**
 * The API always names the sorting it applied, the default included; the core wants `null` unless
 * the shopper chose one, so that the default never ends up in a URL by itself.
 */
function sortingOf(raw: RawListing, query: FilterQuery): ListingSorting {
  const chosen = query.sortField !== undefined && query.sortType !== undefined;
  if (!chosen) return { field: null, type: null };
  return { field: raw.sorting.field ?? null, type: raw.sorting.type ?? null };
}
