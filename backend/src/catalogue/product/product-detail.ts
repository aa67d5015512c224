/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in hot loops, indexes bounded by the arrays' lengths (rows < size, words < bitset length) */
/** The product page's answer: the tile and what only the product page shows. */
import type { Database } from 'better-sqlite3';
import type { SizeChartKind } from '@fanshop/core/catalog';
import { formatPrice, type PriceType } from '@fanshop/core/pricing';
import { type Language, shopLanguage } from '../catalogue-api';
import type { Breadcrumb } from '../content/content';
import { hasBit } from '../index/bitset';
import { categoryAncestry, rowOf, type CatalogueIndex, type GenderRef } from '../index/catalogue-index';
import { pageTitle } from '../page-title';
import { printOfferOf } from './print-offer';
import { productFacts, sizeChartOf } from './product-facts';
import { productTile, productUrl, sizeTitle, tilesOf, type ProductTile } from './tiles';

const RELATED_PRODUCTS = 8;

/** The product detail answer. */
export interface ProductDetail extends ProductTile {
  readonly sku: string;
  readonly description: string;
  /** The size chart the sizes follow (the core's `SIZE_CHARTS`); null for one-size goods. */
  readonly sizeChart: SizeChartKind | null;
  /** Material, care and fit for the details list. */
  readonly facts: { material: string; care: string; fit?: string } | null;
  readonly brandDetails: {
    readonly id: number;
    readonly name: string;
    readonly url: string;
    readonly logo: string;
  };
  readonly options: readonly {
    id: number;
    title: string;
    stock: number;
    available: boolean;
    sizeId: number;
  }[];
  /**
   * What the product can have printed, with each surcharge in cents and as written (issue 36); absent
   * for a product that prints nothing, as from a production API without the capability.
   */
  readonly personalisation?: PrintOfferView;
  readonly breadcrumbs: readonly Breadcrumb[];
  readonly relatedProducts: readonly ProductTile[];
  readonly addedAt: string;
  readonly seo: {
    readonly title: string;
    readonly description: string;
    readonly canonical: string;
    readonly alternates: Readonly<Record<Language, string>>;
  };
}

/** A print offer as the product answer writes it: core's offer with each surcharge formatted. */
export interface PrintOfferView {
  readonly name?: { readonly maxLength: number; readonly price: number; readonly priceFormatted: string };
  readonly number?: {
    readonly min: number;
    readonly max: number;
    readonly price: number;
    readonly priceFormatted: string;
  };
  /** The back of the shirt, which draws a print given as `?name=&number=` (the live preview). */
  readonly preview: string;
}

interface ProductExtra {
  sku: string;
  description_en: string;
  description_de: string;
  added_at: string;
  illustration: string;
  gender_id: number;
}

type ProductDetailReader = (
  index: CatalogueIndex,
  path: unknown,
  language: Language,
  priceType: PriceType,
) => ProductDetail | undefined;

/** Reads the product page's answer for a product path (`/p/…-123/`, `/de/p/…`); none for another path. */
export function productDetailReader(db: Database): ProductDetailReader {
  const optionsOfProduct = db.prepare(
    'SELECT id, size_id, title, stock FROM product_options WHERE product_id = ? ORDER BY position, id',
  );
  const productRow = db.prepare(
    'SELECT sku, description_en, description_de, added_at, illustration, gender_id FROM products WHERE id = ?',
  );
  return (index, path, language, priceType) => {
    if (typeof path !== 'string' || path.length > 300) return undefined;
    const match = /^\/(?:de\/)?p\/(?:[^/]*-)?(\d{1,9})\/?$/i.exec(path.split(/[?#]/, 1)[0] ?? '');
    if (!match) return undefined;
    const id = Number(match[1]);
    const row = rowOf(index, id);
    if (row < 0) return undefined;
    const extra = productRow.get(id) as ProductExtra | undefined;
    if (!extra) return undefined;
    const options = (
      optionsOfProduct.all(id) as { id: number; size_id: number; title: string; stock: number }[]
    ).map((o) => ({
      id: o.id,
      title: sizeTitle(o.title, language),
      stock: o.stock,
      available: o.stock > 0,
      sizeId: o.size_id,
    }));
    return detailOf(index, row, extra, options, language, priceType);
  };
}

function detailOf(
  index: CatalogueIndex,
  row: number,
  extra: ProductExtra,
  options: ProductDetail['options'],
  language: Language,
  priceType: PriceType,
): ProductDetail {
  const tile = productTile(index, row, language, priceType);
  const brand = index.brands.get(index.brand[row]!);
  const gender = index.genders.find((g) => g.id === index.gender[row]);
  const description = language === 'de' ? extra.description_de : extra.description_en;
  return {
    ...tile,
    available: options.some((o) => o.available),
    sku: extra.sku,
    description,
    sizeChart: sizeChartOf(extra.illustration, extra.gender_id),
    facts: productFacts(extra.illustration, language) ?? null,
    brandDetails: {
      id: brand?.id ?? 0,
      name: brand?.name ?? '',
      url: `/brand/${brand?.slug ?? ''}/`,
      logo: `/images/brands/${brand?.id ?? 0}.svg`,
    },
    options,
    ...printOfferView(index, row, language),
    breadcrumbs: breadcrumbsOf(index, row, gender, tile, language),
    relatedProducts: tilesOf(index, relatedRows(index, row, gender), language, priceType),
    addedAt: extra.added_at,
    seo: {
      title: pageTitle(tile.name),
      description,
      canonical: tile.url,
      alternates: { en: productUrl(index, row, 'en'), de: productUrl(index, row, 'de') },
    },
  };
}

/** From the department through the categories to the product. */
function breadcrumbsOf(
  index: CatalogueIndex,
  row: number,
  gender: GenderRef | undefined,
  tile: ProductTile,
  language: Language,
): Breadcrumb[] {
  const breadcrumbs: Breadcrumb[] = [];
  if (gender) breadcrumbs.push({ name: gender.name[language], url: `/${gender.slug[language]}/` });
  for (const c of categoryAncestry(index, index.category[row]!).reverse()) {
    breadcrumbs.push({
      name: c.name[language],
      url: gender ? `/${gender.slug[language]}/${c.slug[language]}/` : `/${c.slug[language]}/`,
    });
  }
  breadcrumbs.push({ name: tile.name, url: tile.url });
  return breadcrumbs;
}

/** Related: best sellers of the same category in the same department (or unisex). */
function relatedRows(index: CatalogueIndex, row: number, gender: GenderRef | undefined): number[] {
  const sameCategory = index.categoryRows.get(index.category[row]!);
  const sameDepartment = gender ? index.genderRows.get(gender.id) : undefined;
  const related: number[] = [];
  const order = index.orders.sales;
  for (let i = 0; i < order.length && related.length < RELATED_PRODUCTS; i++) {
    const r = order[i]!;
    if (r === row || (sameCategory && !hasBit(sameCategory, r))) continue;
    if (sameDepartment && !hasBit(sameDepartment, r)) continue;
    related.push(r);
  }
  return related;
}

/** The offer of a product row for its detail answer, its surcharges written in the language. */
function printOfferView(
  index: CatalogueIndex,
  row: number,
  language: Language,
): { personalisation?: PrintOfferView } {
  const offer = printOfferOf(index, row);
  if (!offer) return {};
  const lang = shopLanguage(language);
  return {
    personalisation: {
      ...(offer.name ? { name: { ...offer.name, priceFormatted: formatPrice(offer.name.price, lang) } } : {}),
      ...(offer.number
        ? { number: { ...offer.number, priceFormatted: formatPrice(offer.number.price, lang) } }
        : {}),
      preview: `/images/products/${index.ids[row]!}-2.svg`,
    },
  };
}
