/**
 * The catalogue over a migrated, seeded database: `CatalogueApi` for cart, wishlist and orders,
 * plus everything the catalogue routes answer (listing, product, menu, brands, content, search,
 * autosuggest, images). Holds the in-memory index; `rebuild()` reloads it after the catalogue
 * tables changed.
 */
import type { Database } from 'better-sqlite3';
import type { PrintRequest } from '@fanshop/core/personalisation';
import type { PriceType } from '@fanshop/core/pricing';
import { articleImage, bannerImage, brandLogo, productImage } from './art/picture-files';
import { brandsOf, type BrandView } from './brands';
import type { CatalogueApi, Language } from './catalogue-api';
import { buildState } from './catalogue-state';
import { contentWithLook } from './content/article-look';
import type { ArticleView, ContentAnswer, MenuSetsView, SitemapPageView } from './content/content';
import { topRows } from './index/top-rows';
import { computeListing, type ListingQuery, type ListingResponse } from './listing/listing';
import { cartProducts } from './product/cart-products';
import { productDetailReader, type ProductDetail } from './product/product-detail';
import { tilesOf, type ProductTile } from './product/tiles';
import { PREVIEW_PRODUCTS, searchLimitedRows } from './search/previews';
import { suggest, type Suggestion } from './search/suggest';
import { sitemapOf } from './sitemap';

export type { BrandView } from './brands';
export type { PrintOfferView, ProductDetail } from './product/product-detail';
export { PREVIEW_PRODUCTS } from './search/previews';

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

/** Builds the catalogue over a database whose catalogue tables are migrated (and usually seeded). */
export function createCatalogue(db: Database): Catalogue {
  let state = buildState(db);
  const productDetail = productDetailReader(db);
  return {
    rebuild() {
      state = buildState(db);
    },
    get stats() {
      return { products: state.index.size, buildMs: Math.round(state.buildMs) };
    },
    ...cartProducts(db, () => state.index),
    listing: (query, language, priceType) =>
      computeListing(state.index, state.model, query, language, priceType),
    product: (path, language, priceType) => productDetail(state.index, path, language, priceType),
    menu: (language) => state.content.menus(language),
    brands: (gender, language) => brandsOf(state.index, gender, language),
    content: (path, language, page = 1, priceType = 'vk') =>
      contentWithLook(state.index, state.content, path, language, page, priceType),
    sitemap: () => sitemapOf(state.index, state.content),
    autosuggest: (q, language, limit = 10) => suggest(state.suggestions, q, language, limit),
    searchLimited: (q, productIds, language, priceType) =>
      tilesOf(state.index, searchLimitedRows(state.index, q, productIds), language, priceType),
    headerData: (language, priceType) => ({
      blogPosts: state.content.latestPosts(language, 3),
      'search-limited': tilesOf(
        state.index,
        topRows(state.index, undefined, PREVIEW_PRODUCTS),
        language,
        priceType,
      ),
    }),
    productImage: (file, width, print) => productImage(state.index, file, width, print),
    brandLogo: (file) => brandLogo(state.logos, file),
    bannerImage: (file, width) => bannerImage(state.banners, file, width),
    articleImage: (file, width) => articleImage(state.content, file, width),
  };
}
