import type { PersonalisationOffer } from '../personalisation/personalisation.js';
import type { AlternatePaths } from '../navigation/alternates.js';
import type { ProductPrices } from '../pricing/product-price.js';
import type { SizeChartKind } from './size-chart.js';
import type { ColourVariant } from './colour-variants.js';

/** A size of a product with how many are left (spec section 3, "options = sizes with stock"). */
export interface ProductOption {
  /** The option id the cart takes as `productOption`. */
  readonly id: number;
  /** Size label, e.g. "M", "42", "128". */
  readonly title: string;
  readonly stock: number;
}

/** One picture of a product, as a URL on the API host. */
export interface ProductImage {
  readonly url: string;
  readonly alt: string;
}

/** One step of the path from home to a product. */
export interface Breadcrumb {
  readonly name: string;
  /** App path without language prefix, e.g. `/men/jerseys/`. */
  readonly url: string;
}

/** A product as listings, previews, related products and the wishlist show it. */
export interface ProductTile {
  readonly id: number;
  readonly name: string;
  readonly brand: string;
  /** App path of the detail page, e.g. `/p/austria-home-jersey-2026-123/`. */
  readonly url: string;
  /** URL of the main image. */
  readonly image: string;
  /** Colour name in the requested language. */
  readonly colour: string;
  /** Prices in cents per price type, plus the rrp. */
  readonly prices: ProductPrices;
  /** Bulky goods ship differently; the flags come from the API as the cart's do. */
  readonly isHeavy: boolean;
  readonly isBike: boolean;
  readonly isSki: boolean;
  /** The article's colours, this one among them, when it comes in more than one (issue 36). */
  readonly colourVariants?: readonly ColourVariant[];
}

/** A product detail page (decisions: "Product", `GET /api/v1/product/?path=`). */
export interface ProductDetail extends ProductTile {
  /** Text from the API in the requested language; may hold simple markup. */
  readonly description: string;
  /** All pictures, the main one first. */
  readonly images: readonly ProductImage[];
  /** The sizes, in the order the size picker lists them. */
  readonly options: readonly ProductOption[];
  readonly breadcrumbs: readonly Breadcrumb[];
  readonly relatedProducts: readonly ProductTile[];
  /** The detail page's path in each language (the slug is translated), when the API names them. */
  readonly alternates?: AlternatePaths;
  /** The article number printed on the label, when the API names it. */
  readonly articleNumber?: string;
  /** The chart the sizes follow; absent for one-size goods. */
  readonly sizeChart?: SizeChartKind;
  /** Material, care and fit in the requested language, when the API has them. */
  readonly facts?: ProductFacts;
  /** What the product can have printed on it (issue 36), when the API offers it. */
  readonly personalisation?: PersonalisationOffer;
}

/** What a product is made of and how to look after it, as the details accordion lists it. */
export interface ProductFacts {
  readonly material: string;
  readonly care: string;
  /** Absent where fit means nothing (a ball, a mug). */
  readonly fit?: string;
}

/** A size can be bought only while it has stock. */
export function isOptionInStock(option: ProductOption): boolean {
  return option.stock > 0;
}

/** The sizes that can be bought, in picker order. */
export function optionsInStock(product: Pick<ProductDetail, 'options'>): readonly ProductOption[] {
  return product.options.filter(isOptionInStock);
}

/** True when no size has stock (also when the product has no sizes at all). */
export function isSoldOut(product: Pick<ProductDetail, 'options'>): boolean {
  return optionsInStock(product).length === 0;
}
