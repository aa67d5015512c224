/**
 * HTTP gateways for every core port that talks to the shop API, and the zod schemas that turn the API's answers into core entities.
 *
 * @module
 */
export { alternatesAnswer, languageOfKey, toAlternates, alternatesOf } from './alternates.js';
export { assetUrl } from './asset-url.js';
export { escapeHtml, blocksToHtml, textToHtml } from './content-html.js';
export { HttpAccountGateway } from './http-account-gateway.js';
export { LOGOUT_TIMEOUT_MS, HttpAuthGateway } from './http-auth-gateway.js';
export { HttpCartGateway } from './http-cart-gateway.js';
export { HttpContentGateway } from './http-content-gateway.js';
export { HEADER_DATA_DEBOUNCE_MS, HttpHeaderGateway } from './http-header-gateway.js';
export { HttpListingGateway, listingQuery } from './http-listing-gateway.js';
export { HttpProductGateway } from './http-product-gateway.js';
export { HttpSitemapGateway } from './http-sitemap-gateway.js';
export { WISHLIST_GET_DEBOUNCE_MS, HttpWishlistGateway } from './http-wishlist-gateway.js';
export { nullIfNotFound } from './not-found.js';
export { parse, fieldPath } from './parse.js';
export { toProductTile } from './product-tile.js';
export { accountAnswer, passwordChangeAnswer, ordersAnswer, orderAnswer } from './schemas/account.js';
export { cart, cartAnswer, cartRemovalAnswer } from './schemas/cart.js';
export {
  productTile,
  listingAnswer,
  productAnswer,
  type RawProductTile,
  type RawFilterValue,
  type RawCategoryNode,
} from './schemas/catalog.js';
export {
  contentKind,
  blogListingAnswer,
  articleAnswer,
  faqOverviewAnswer,
  faqDetailAnswer,
  brandsAnswer,
  type RawTeaser,
  type RawBlock,
} from './schemas/content.js';
export { suggestionsAnswer, previewsAnswer, headerDataAnswer, menuAnswer } from './schemas/header.js';
export { cents } from './schemas/money.js';
export { sitemapAnswer } from './schemas/sitemap.js';
export { wishlistAnswer } from './schemas/wishlist.js';
