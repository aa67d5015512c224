/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in hot loops, indexes bounded by the arrays' lengths (rows < size, words < bitset length) */
/**
 * The catalogue over a migrated, seeded database: `CatalogueApi` for cart, wishlist and orders,
 * plus everything the catalogue routes answer (listing, product, menu, brands, content, search,
 * autosuggest, images). Holds the in-memory index; `rebuild()` reloads it after the catalogue
 * tables changed.
 */
import type { Database } from 'better-sqlite3';
import type { SizeChartKind } from '@fanshop/core/catalog';
import { type PersonalisationOffer, type PrintRequest, readPrint } from '@fanshop/core/personalisation';
import { formatPrice, type PriceType } from '@fanshop/core/pricing';
import { countAnd, nonZeroWords, count, hasBit } from './index/bitset';
import { type CartProductInfo, type CatalogueApi, type Language, shopLanguage } from './catalogue-api';
import {
  FLAG,
  FV_BASE,
  categoryAncestry,
  loadIndex,
  rowOf,
  updateOptionStock,
  type CatalogueIndex,
} from './index/catalogue-index';
import {
  ContentStore,
  type ArticleView,
  type Breadcrumb,
  type ContentAnswer,
  type MenuSetsView,
  type SitemapPageView,
} from './content/content';
import {
  buildFacetModel,
  computeListing,
  type FacetModel,
  type ListingQuery,
  type ListingResponse,
} from './listing/listing';
import { parseListingPath, pathOf } from './listing/listing-path';
import { printOfferOf } from './product/print-offer';
import { productFacts, sizeChartOf } from './product/product-facts';
import type { Illustration } from './seed/seed-data';
import { buildSuggestIndex, suggest, type SuggestIndex, type Suggestion } from './search/suggest';
import { articleSvg, bannerSvg, productSvg } from './art/svg';
import { ARTICLE_LOOKS, ARTICLE_SCENES } from './content/content-data';
import { queryTokens, searchRows } from './index/text-index';
import {
  categoryNames,
  genderSysname,
  productTile,
  productUrl,
  sizeTitle,
  sportNames,
  type ProductTile,
} from './product/tiles';

/** Number of preview products in search-limited and header-data. */
export const PREVIEW_PRODUCTS = 6;
const RELATED_PRODUCTS = 8;
/** Products under an article ("shop this look"): one row of tiles. */
const LOOK_PRODUCTS = 4;
const MAX_PRODUCT_IDS = 50;

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

/** One brand of the brands page. */
export interface BrandView {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly url: string;
  readonly logo: string;
  readonly description: string;
  readonly genders: readonly number[];
  readonly count: number;
  readonly data: { readonly position: number; readonly logo: string };
}

/** The catalogue: CatalogueApi plus the catalogue routes' answers. */
export interface Catalogue extends CatalogueApi {
  /** Reloads the index, facets, suggestions, content and menus from the database. */
  rebuild(): void;
  readonly stats: { readonly products: number; readonly buildMs: number };
  listing(query: ListingQuery, language: Language, priceType: PriceType): ListingResponse | undefined;
  product(path: unknown, language: Language, priceType: PriceType): ProductDetail | undefined;
  menu(language: Language): MenuSetsView;
  brands(
    gender: unknown,
    language: Language,
  ): { readonly gender: number | null; readonly brands: readonly BrandView[] };
  /** An editorial page; an article about products carries them as `products` ("shop this look"). */
  content(path: unknown, language: Language, page?: number, priceType?: PriceType): ContentAnswer | undefined;
  /** Every indexable page: menu listings, products (by sales rank), editorial content. */
  sitemap(): { readonly pages: readonly SitemapPageView[] };
  autosuggest(q: unknown, language: Language, limit?: number): Suggestion[];
  searchLimited(q: unknown, productIds: unknown, language: Language, priceType: PriceType): ProductTile[];
  headerData(
    language: Language,
    priceType: PriceType,
  ): { blogPosts: ArticleView[]; 'search-limited': ProductTile[] };
  /**
   * A product picture; the back of a printable shirt (view 2) with a shopper's print when `print` asks
   * for a valid one (core's `readPrint` against the product's offer), else as always.
   */
  productImage(file: string, width?: number, print?: PrintRequest): string | undefined;
  brandLogo(file: string): string | undefined;
  bannerImage(file: string, width?: number): string | undefined;
  articleImage(file: string, width?: number): string | undefined;
}

interface State {
  readonly index: CatalogueIndex;
  readonly model: FacetModel;
  readonly suggestions: SuggestIndex;
  readonly content: ContentStore;
  readonly logos: Map<number, string>;
  readonly banners: Map<number, { title: string; colour: string; illustration: Illustration }>;
  readonly buildMs: number;
}

const ARTICLE_COLOURS: Readonly<Record<string, string>> = {
  blog: '#c8102e',
  guide: '#1f2a44',
  faq: '#2e7d32',
  static: '#15171a',
  services: '#1e5bc6',
};

function build(db: Database): State {
  const started = performance.now();
  const index = loadIndex(db);
  const model = buildFacetModel(index);
  const suggestions = buildSuggestIndex(index);
  const content = new ContentStore(db);
  const logos = new Map(
    (db.prepare('SELECT id, logo_svg FROM brands').all() as { id: number; logo_svg: string }[]).map((r) => [
      r.id,
      r.logo_svg,
    ]),
  );
  const banners = new Map(
    (
      db
        .prepare(
          'SELECT b.id, b.title_en, c.hex, b.illustration FROM banners b JOIN colours c ON c.id = b.colour_id',
        )
        .all() as {
        id: number;
        title_en: string;
        hex: string;
        illustration: Illustration;
      }[]
    ).map((r) => [r.id, { title: r.title_en, colour: r.hex, illustration: r.illustration }]),
  );
  return { index, model, suggestions, content, logos, banners, buildMs: performance.now() - started };
}

/** `123.svg` or `123-2.svg`: the id and the view (1 when not given). */
function parseImageFile(file: string): { id: number; view: number } | undefined {
  const match = /^(\d{1,9})(?:-([1-3]))?\.svg$/.exec(file);
  if (!match) return undefined;
  return { id: Number(match[1]), view: match[2] === undefined ? 1 : Number(match[2]) };
}

/** Builds the catalogue over a database whose catalogue tables are migrated (and usually seeded). */
export function createCatalogue(db: Database): Catalogue {
  let state = build(db);
  const optionStmt = db.prepare('SELECT id, product_id, title, stock FROM product_options WHERE id = ?');
  const optionsOfProduct = db.prepare(
    'SELECT id, size_id, title, stock FROM product_options WHERE product_id = ? ORDER BY position, id',
  );
  const productRow = db.prepare(
    'SELECT sku, description_en, description_de, added_at, illustration, gender_id FROM products WHERE id = ?',
  );
  const takeStmt = db.prepare('UPDATE product_options SET stock = stock - ? WHERE id = ? AND stock >= ?');
  const stockStmt = db.prepare('SELECT stock FROM product_options WHERE id = ?');

  const tiles = (rows: readonly number[], language: Language, priceType: PriceType): ProductTile[] =>
    rows.map((row) => productTile(state.index, row, language, priceType));

  /** Top rows of a set by sales rank. */
  const topRows = (set: Uint32Array | undefined, limit: number, exclude = -1): number[] => {
    const out: number[] = [];
    const order = state.index.orders.sales;
    for (let i = 0; i < order.length && out.length < limit; i++) {
      const row = order[i]!;
      if (row !== exclude && (set === undefined || hasBit(set, row))) out.push(row);
    }
    return out;
  };

  const catalogue: Catalogue = {
    rebuild() {
      state = build(db);
    },
    get stats() {
      return { products: state.index.size, buildMs: Math.round(state.buildMs) };
    },

    cartProductByOption(optionId: number, language: Language): CartProductInfo | undefined {
      if (!Number.isSafeInteger(optionId)) return undefined;
      const option = optionStmt.get(optionId) as
        { id: number; product_id: number; title: string; stock: number } | undefined;
      if (!option) return undefined;
      const { index } = state;
      const row = rowOf(index, option.product_id);
      if (row < 0) return undefined;
      return {
        optionId: option.id,
        productId: option.product_id,
        optionTitle: sizeTitle(option.title, language),
        stock: option.stock,
        name: index.name[language][row]!,
        brand: index.brands.get(index.brand[row]!)?.name ?? '',
        url: productUrl(index, row, language),
        image: `/images/products/${option.product_id}.svg`,
        categories: categoryNames(index, row, language),
        sports: sportNames(index, row, language),
        genderSysname: genderSysname(index, row),
        isHeavy: (index.flags[row]! & FLAG.heavy) !== 0,
        isBike: (index.flags[row]! & FLAG.bike) !== 0,
        isSki: (index.flags[row]! & FLAG.ski) !== 0,
        prices: {
          vk: index.price.vk[row]!,
          premium: index.price.premium[row]!,
          staff: index.price.staff[row]!,
          pro: index.price.pro[row]!,
        },
        rrp: index.rrp[row]!,
        ...withPrintOffer(index, row),
      };
    },

    productTiles(productIds: readonly number[], language: Language, priceType: PriceType): unknown[] {
      const rows = productIds.map((id) => rowOf(state.index, id)).filter((row) => row >= 0);
      return tiles(rows, language, priceType);
    },

    productExists(productId: number): boolean {
      return rowOf(state.index, productId) >= 0;
    },

    takeStock(optionId: number, quantity: number): boolean {
      if (!Number.isSafeInteger(optionId) || !Number.isSafeInteger(quantity) || quantity <= 0) return false;
      const changed = takeStmt.run(quantity, optionId, quantity).changes === 1;
      if (changed) {
        const left = stockStmt.get(optionId) as { stock: number } | undefined;
        if (left) updateOptionStock(state.index, optionId, left.stock);
      }
      return changed;
    },

    listing(query, language, priceType) {
      return computeListing(state.index, state.model, query, language, priceType);
    },

    product(path, language, priceType) {
      if (typeof path !== 'string' || path.length > 300) return undefined;
      const match = /^\/(?:de\/)?p\/(?:[^/]*-)?(\d{1,9})\/?$/i.exec(path.split(/[?#]/, 1)[0] ?? '');
      if (!match) return undefined;
      const { index } = state;
      const id = Number(match[1]);
      const row = rowOf(index, id);
      if (row < 0) return undefined;
      const extra = productRow.get(id) as
        | {
            sku: string;
            description_en: string;
            description_de: string;
            added_at: string;
            illustration: string;
            gender_id: number;
          }
        | undefined;
      if (!extra) return undefined;
      const tile = productTile(index, row, language, priceType);
      const options = (
        optionsOfProduct.all(id) as { id: number; size_id: number; title: string; stock: number }[]
      ).map((o) => ({
        id: o.id,
        title: sizeTitle(o.title, language),
        stock: o.stock,
        available: o.stock > 0,
        sizeId: o.size_id,
      }));
      const brand = index.brands.get(index.brand[row]!);
      const gender = index.genders.find((g) => g.id === index.gender[row]);
      const breadcrumbs: Breadcrumb[] = [];
      if (gender) breadcrumbs.push({ name: gender.name[language], url: `/${gender.slug[language]}/` });
      for (const c of categoryAncestry(index, index.category[row]!).reverse()) {
        breadcrumbs.push({
          name: c.name[language],
          url: gender ? `/${gender.slug[language]}/${c.slug[language]}/` : `/${c.slug[language]}/`,
        });
      }
      breadcrumbs.push({ name: tile.name, url: tile.url });
      // Related: best sellers of the same category in the same department (or unisex).
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
        breadcrumbs,
        relatedProducts: tiles(related, language, priceType),
        addedAt: extra.added_at,
        seo: {
          title: `${tile.name} | Fan Shop`,
          description,
          canonical: tile.url,
          alternates: { en: productUrl(index, row, 'en'), de: productUrl(index, row, 'de') },
        },
      };
    },

    menu(language) {
      return state.content.menus(language);
    },

    brands(genderParam, language) {
      const { index } = state;
      const raw = typeof genderParam === 'string' ? genderParam.trim().toLowerCase() : '';
      const gender =
        index.genders.find(
          (g) => String(g.id) === raw || g.slug.en === raw || g.slug.de === raw || g.sysname === raw,
        ) ?? null;
      const genderRows = gender ? index.genderRows.get(gender.id) : undefined;
      const words = genderRows ? nonZeroWords(genderRows) : undefined;
      const brands = index.brandList
        .map((b): BrandView => {
          const rows = index.values.get(FV_BASE.brand + b.id);
          const n =
            rows === undefined ? 0 : genderRows && words ? countAnd(genderRows, words, rows) : count(rows);
          const logo = `/images/brands/${b.id}.svg`;
          return {
            id: b.id,
            name: b.name,
            slug: b.slug,
            url: gender ? `/${gender.slug[language]}/brand/${b.slug}/` : `/brand/${b.slug}/`,
            logo,
            description: b.description[language],
            genders: b.genders,
            count: n,
            data: { position: b.position, logo },
          };
        })
        .filter((b) => b.count > 0)
        .sort((a, b) => a.data.position - b.data.position);
      return { gender: gender?.id ?? null, brands };
    },

    content(path, language, page = 1, priceType = 'vk') {
      const answer = state.content.byPath(path, language, page);
      if (answer?.type !== 'article') return answer;
      const look = ARTICLE_LOOKS[state.content.imageOf(answer.article.id)?.slug ?? ''];
      if (!look) return answer;
      const rows = topRows(searchRows(state.index.text, queryTokens(look)), LOOK_PRODUCTS);
      return { ...answer, products: tiles(rows, language, priceType) };
    },

    sitemap() {
      const { index } = state;
      const products = index.orders.sales;
      const pages: SitemapPageView[] = [];
      // The menu's listings, in the canonical form of their path in each language; entries that are
      // no listing (the brands pages, the blog) are left to the storefront and the content below.
      const listings = new Set<string>();
      for (const url of state.content.menuUrls()) {
        const ctx = parseListingPath(index, url);
        if (!ctx || ctx.search) continue;
        const alternates = { en: pathOf(index, ctx, 'en'), de: pathOf(index, ctx, 'de') };
        if (listings.has(alternates.en)) continue;
        listings.add(alternates.en);
        pages.push({ type: 'listing', alternates });
      }
      pages.push(...state.content.sitemapPages());
      for (let i = 0; i < products.length; i++) {
        const row = products[i]!;
        pages.push({
          type: 'product',
          alternates: { en: productUrl(index, row, 'en'), de: productUrl(index, row, 'de') },
        });
      }
      return { pages };
    },

    autosuggest(q, language, limit = 10) {
      return suggest(state.suggestions, q, language, limit);
    },

    searchLimited(q, productIds, language, priceType) {
      const { index } = state;
      if (typeof productIds === 'string' && productIds.trim() !== '') {
        const ids = productIds
          .split(',')
          .map((s) => s.trim())
          .filter((s) => /^\d{1,9}$/.test(s))
          .map(Number)
          .slice(0, MAX_PRODUCT_IDS);
        const rows = [...new Set(ids)].map((id) => rowOf(index, id)).filter((row) => row >= 0);
        return tiles(rows, language, priceType);
      }
      const tokens = queryTokens(q);
      const set = searchRows(index.text, tokens);
      return tiles(topRows(set, PREVIEW_PRODUCTS), language, priceType);
    },

    headerData(language, priceType) {
      return {
        blogPosts: state.content.latestPosts(language, 3),
        'search-limited': tiles(topRows(undefined, PREVIEW_PRODUCTS), language, priceType),
      };
    },

    productImage(file, width, request) {
      const parsed = parseImageFile(file);
      if (!parsed) return undefined;
      const { index } = state;
      const row = rowOf(index, parsed.id);
      if (row < 0) return undefined;
      // A print asked for on the back of a printable shirt: blank parts are drawn blank (nothing asked
      // is an empty back); a print the shirt cannot take draws the back as always.
      const offer = printOfferOf(index, row);
      const reading = request && offer && parsed.view === 2 ? readPrint(request, offer) : undefined;
      const print = reading?.ok ? (reading.print ?? {}) : undefined;
      return productSvg(
        {
          id: parsed.id,
          illustration: index.illustration[row]!,
          colour: index.colours.get(index.colour[row]!)?.hex ?? '#8a8d91',
          accent: index.colours.get(index.accent[row]!)?.hex ?? '#f4f4f2',
          name: index.name.en[row]!,
          ...(print ? { print } : {}),
        },
        parsed.view,
        width,
      );
    },

    brandLogo(file) {
      const parsed = parseImageFile(file);
      return parsed && parsed.view === 1 ? state.logos.get(parsed.id) : undefined;
    },

    bannerImage(file, width) {
      const parsed = parseImageFile(file);
      const banner = parsed && parsed.view === 1 ? state.banners.get(parsed.id) : undefined;
      return banner ? bannerSvg(banner.colour, banner.illustration, width) : undefined;
    },

    articleImage(file, width) {
      const parsed = parseImageFile(file);
      const article = parsed && parsed.view === 1 ? state.content.imageOf(parsed.id) : undefined;
      if (!article) return undefined;
      const scene = ARTICLE_SCENES[article.slug] ?? 'stadium';
      return articleSvg(scene, ARTICLE_COLOURS[article.kind] ?? '#c8102e', width);
    },
  };
  return catalogue;
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

/** The offer of a product row for the cart's product info: present only for a product that prints. */
function withPrintOffer(index: CatalogueIndex, row: number): { personalisation?: PersonalisationOffer } {
  const offer = printOfferOf(index, row);
  return offer ? { personalisation: offer } : {};
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
