import * as z from 'zod/mini';
import { isSizeChartKind } from '@fanshop/core/catalog';
import { alternatesAnswer } from '../alternates.js';
import { productPriceFields } from './money.js';

/**
 * A product tile (listings, previews, related products). The API sends the colour as an object
 * (`{ id, name, hex }`) and its prices for the request's price type; the gateway maps both.
 */
export const productTile = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  brand: z.string(),
  url: z.string(),
  image: z.string(),
  colour: z.union([z.string(), z.object({ name: z.string() })]),
  prices: z.object(productPriceFields),
  isHeavy: z.boolean(),
  isBike: z.boolean(),
  isSki: z.boolean(),
  // Optional capability: read entry by entry by core's readColourVariants, so one odd entry costs one swatch.
  colourVariants: z.optional(z.unknown()),
});

export type RawProductTile = z.output<typeof productTile>;

const filterValueFields = {
  fv_id: z.int(),
  fv_name: z.string(),
  fv_name_mobile: z.nullish(z.string()),
  hidden: z.boolean(),
  type: z.string(),
  count: z.int().check(z.nonnegative()),
};

/** A sub-sport: a filter value with the sport's catalogue id. */
const subSport = z.object({ ...filterValueFields, id: z.optional(z.int()) });

/** A filter value; sports carry their catalogue `id` and their sub-sports in `pivot`. */
const filterValue = z.object({
  ...filterValueFields,
  id: z.optional(z.int()),
  pivot: z.optional(z.array(subSport)),
});

export type RawFilterValue = z.output<typeof filterValue>;

const filter = z.object({
  f_id: z.int(),
  f_name: z.string(),
  f_type: z.enum(['dropdown', 'radio', 'toggle']),
  title: z.string(),
  data: z.array(filterValue),
});

interface RawCategoryNode {
  readonly id: number;
  readonly name: string;
  readonly url: string;
  readonly count: number;
  readonly selected?: boolean | undefined;
  readonly active?: boolean | undefined;
  readonly children: readonly RawCategoryNode[];
}

const categoryNode: z.ZodMiniType<RawCategoryNode> = z.lazy(() =>
  z.object({
    id: z.int(),
    name: z.string(),
    url: z.string(),
    count: z.int().check(z.nonnegative()),
    // The API says `selected`; the core's entity says `active`.
    selected: z.optional(z.boolean()),
    active: z.optional(z.boolean()),
    children: z.array(categoryNode),
  }),
);

export type { RawCategoryNode };

const priceRange = z.object({ min: z.number(), max: z.number() });

const valueId = z.int();

/** `GET /api/v1/listing/` (decisions.md; spec section 3 names the parts). */
export const listingAnswer = z.object({
  products: z.array(productTile),
  pagination: z.object({
    page: z.int().check(z.positive()),
    perPage: z.int().check(z.positive()),
    total: z.int().check(z.nonnegative()),
    // The API names the page count `totalPages`; `lastPage` is read when given.
    totalPages: z.optional(z.int().check(z.nonnegative())),
    lastPage: z.optional(z.int().check(z.nonnegative())),
  }),
  filters: z.array(filter),
  selected: z.object({
    byId: z.record(
      z.string(),
      z.object({ f_id: z.int(), f_name: z.string(), fv_id: valueId, fv_name: z.string() }),
    ),
    page: z.array(valueId),
    // Chips come as objects (`{ fv_id, fv_name, f_name }`) or as bare value ids.
    top: z.array(z.union([valueId, z.object({ fv_id: valueId })])),
    last: z.array(valueId),
    // The left column comes grouped by filter name, or as one list of value ids.
    left: z.union([z.array(valueId), z.record(z.string(), z.array(valueId))]),
    all: z.array(valueId),
    price: z.object({ min: z.nullable(z.number()), max: z.nullable(z.number()) }),
  }),
  price: z.object({
    range: z.object({ role: z.nullish(priceRange), mobile: z.nullish(priceRange) }),
  }),
  view: z.object({ left: z.array(z.string()) }),
  categoryTree: z.object({
    tree: z.array(categoryNode),
    // Departments come as objects (`{ id, count, … }`) or as bare gender values.
    genders: z.array(
      z.union([
        z.int(),
        z.object({ id: z.int(), count: z.optional(z.int()), selected: z.optional(z.boolean()) }),
      ]),
    ),
    lastLevel: z.boolean(),
    isGenderInRequest: z.boolean(),
    outlet: z.boolean(),
  }),
  sorting: z.object({
    field: z.nullish(z.string()),
    type: z.nullish(z.enum(['asc', 'desc'])),
  }),
  seo: z.object({
    title: z.string(),
    description: z.string(),
    h1: z.string(),
    canonical: z.string(),
    text: z.nullish(z.string()),
    alternates: z.nullish(alternatesAnswer),
  }),
  // A search that found nothing: a query near the shopper's that finds products ("did you mean").
  spelling: z.nullish(z.string()),
  // The steps from home to the page, when the API names them: read by core's readListingTrail.
  breadcrumbs: z.optional(z.unknown()),
});

/** `GET /api/v1/product/?path=` (decisions.md, "Product"). */
export const productAnswer = z.extend(productTile, {
  description: z.string(),
  // Picture URLs; `{ url, alt }` objects are read as well.
  images: z.array(z.union([z.string(), z.object({ url: z.string(), alt: z.nullish(z.string()) })])),
  options: z.array(z.object({ id: z.int(), title: z.string(), stock: z.int() })),
  breadcrumbs: z.array(z.object({ name: z.string(), url: z.string() })),
  relatedProducts: z.array(productTile),
  seo: z.nullish(z.object({ alternates: z.nullish(alternatesAnswer) })),
  sku: z.nullish(z.string()),
  // A chart this frontend does not know is left out rather than failing the page.
  sizeChart: z.pipe(
    z.nullish(z.string()),
    z.transform((kind) => (isSizeChartKind(kind) ? kind : undefined)),
  ),
  facts: z.nullish(z.object({ material: z.string(), care: z.string(), fit: z.nullish(z.string()) })),
  // What the product can have printed (issue 36): read by core's `readPersonalisationOffer`.
  personalisation: z.optional(z.unknown()),
});
